import { describe, expect, it } from 'vitest';
import { PRODUCT_COUNT_CAP } from '@souqna/contracts';
import { renderScreen } from '@/test/render.tsx';
import { isPastCountCap, ProductCount } from './product-count.tsx';

const badge = async (total: number, filtered: boolean, lang: 'ar' | 'en' = 'ar') => {
  const { container, unmount } = await renderScreen(<ProductCount total={total} filtered={filtered} />, {
    lang,
    namespaces: ['products'],
  });
  const text = container.querySelector('.mantine-Badge-label')?.textContent;
  unmount();
  return text;
};

describe('the product count', () => {
  it('says "more than 1,000" for a filtered total the server stopped counting', async () => {
    expect(await badge(PRODUCT_COUNT_CAP + 1, true)).toBe('أكثر من 1,000 منتج');
    expect(await badge(PRODUCT_COUNT_CAP + 1, true, 'en')).toBe('1,000+ products');
  });

  it('gives the number when it is exact: a filtered total up to the cap, any unfiltered total', async () => {
    expect(await badge(PRODUCT_COUNT_CAP, true)).toBe('1000 منتج');
    expect(await badge(PRODUCT_COUNT_CAP + 1, false)).toBe('1001 منتج');
    expect(await badge(12, true, 'en')).toBe('12 products');
    expect(isPastCountCap(100_000, false)).toBe(false);
    expect(isPastCountCap(PRODUCT_COUNT_CAP + 1, true)).toBe(true);
  });
});
