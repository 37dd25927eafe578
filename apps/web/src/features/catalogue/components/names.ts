import type { Language } from '@souqna/contracts';

/** A name in the merchant's language: the English one when there is one and the screen is English. */
export const nameIn = (lang: Language, item: { nameAr: string; nameEn: string | null }) =>
  lang === 'en' && item.nameEn ? item.nameEn : item.nameAr;
