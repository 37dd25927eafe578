import type { StoreCategory } from '@souqna/contracts';
import { searchable } from '@/lib/reference/names.ts';

type Named = Pick<StoreCategory, 'nameAr' | 'nameEn'>;

/**
 * The categories whose Arabic or English name holds what was typed, compared as the reference
 * pickers compare: أ/إ/آ read as ا, ة as ه, ى as ي, vowel marks and tatweel ignored, any case.
 */
export function filterCategories<T extends Named>(categories: readonly T[], query: string): T[] {
  const wanted = searchable(query);
  if (!wanted) return [...categories];
  return categories.filter((c) => searchable(c.nameAr).includes(wanted) || searchable(c.nameEn).includes(wanted));
}
