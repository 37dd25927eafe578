import { describe, expect, it } from 'vitest';
import { filterCategories } from './category-search.ts';

const categories = [
  { nameAr: 'أزياء وملابس', nameEn: 'Fashion & clothing' },
  { nameAr: 'العطور والعود', nameEn: 'Perfumes & oud' },
  { nameAr: 'إلكترونيات', nameEn: 'Electronics' },
  { nameAr: 'الهدايا والمناسبات', nameEn: 'Gifts & occasions' },
  { nameAr: 'آلات موسيقية', nameEn: 'Musical instruments' },
  { nameAr: 'مستلزمات المقهى', nameEn: 'Café supplies' },
  { nameAr: 'حلوى وشوكولاتة', nameEn: 'Sweets & chocolate' },
  { nameAr: 'القُرآن والكتب', nameEn: 'Quran & books' },
];
const found = (query: string) => filterCategories(categories, query).map((c) => c.nameAr);

describe('searching the category picker', () => {
  it('reads أ, إ and آ as ا whichever way the merchant types them', () => {
    expect(found('ازياء')).toEqual(['أزياء وملابس']);
    expect(found('الكترونيات')).toEqual(['إلكترونيات']);
    expect(found('الات')).toEqual(['آلات موسيقية']);
    expect(found('إزياء')).toEqual(['أزياء وملابس']);
  });

  it('reads ة as ه and ى as ي', () => {
    expect(found('موسيقيه')).toEqual(['آلات موسيقية']);
    expect(found('حلوي')).toEqual(['حلوى وشوكولاتة']);
    expect(found('شوكولاته')).toEqual(['حلوى وشوكولاتة']);
  });

  it('ignores vowel marks on either side', () => {
    expect(found('القرآن')).toEqual(['القُرآن والكتب']);
    expect(found('العُطور')).toEqual(['العطور والعود']);
  });

  it('finds by the English name too, in any case, and everything for an empty search', () => {
    expect(found('PERFUME')).toEqual(['العطور والعود']);
    expect(found('cafe')).toEqual(['مستلزمات المقهى']);
    expect(found('   ')).toHaveLength(categories.length);
    expect(found('سيارات')).toEqual([]);
  });
});
