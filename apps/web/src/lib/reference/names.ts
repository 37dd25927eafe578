import type { ComboboxItem, ComboboxParsedItem, OptionsFilter } from '@mantine/core';
import type { Language } from '@souqna/contracts';

export interface Named {
  nameAr: string;
  nameEn: string;
}

/** The name a merchant reads in `lang`. */
export const nameOf = (item: Named, lang: Language) => (lang === 'ar' ? item.nameAr : item.nameEn);

/**
 * Text as a search compares it: no diacritics or tatweel, one form of alef, taa marbuta read as haa
 * and alef maqsura as yaa, lower case. "مكه" finds "مكة المكرمة", "صنعا" finds "صنعاء", "jedda" finds "Jeddah".
 */
export function searchable(text: string): string {
  return (
    text
      .normalize('NFKD')
      // Decomposed, hamza and madda over a letter are marks of their own: dropped with the vowels.
      .replace(/\p{Mn}|\u0640/gu, '')
      .replace(/ٱ/g, 'ا')
      .replace(/ة/g, 'ه')
      .replace(/ى/g, 'ي')
      .replace(/[ء'’`-]/g, '')
      .toLowerCase()
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** Select options whose label is the name in the page's language, searchable by either name. */
export function namedOptions<T extends Named>(
  items: readonly T[],
  idOf: (item: T) => string,
  lang: Language,
  alsoFind: (item: T) => string = () => '',
) {
  const keys = new Map<string, string>();
  const data: ComboboxItem[] = items.map((item) => {
    const value = idOf(item);
    keys.set(value, `${searchable(item.nameAr)} ${searchable(item.nameEn)} ${searchable(alsoFind(item))}`);
    return { value, label: nameOf(item, lang) };
  });
  const filter: OptionsFilter = ({ options, search }) => {
    const wanted = searchable(search);
    if (!wanted) return options;
    return (options as ComboboxParsedItem[]).filter((o) => 'value' in o && (keys.get(o.value) ?? '').includes(wanted));
  };
  return { data, filter };
}
