import { describe, expect, it } from 'vitest';
import {
  addMedia,
  galleryOf,
  moveMedia,
  normalizeMedia,
  removeMedia,
  setMainMedia,
  type MediaItem,
  MediaItemInput,
} from './media.ts';
import { ProductInput, stockStateOf } from './product.ts';
import { combinationsOf, copyOption, setDefaultVariant, updateOption, variantsFor, withOneDefault } from './variants.ts';

const img = (n: number, isMain = false) => ({
  imageId: null,
  imageUrl: `/images/uploads/s/${n}.webp`,
  videoUrl: null,
  altText: null,
  isMain,
});
const order = (items: MediaItem[]) =>
  items.map((i) => `${i.imageUrl?.match(/(\d+)\.webp/)?.[1] ?? i.videoUrl}${i.isMain ? '*' : ''}@${i.displayOrder}`);
const parsed = (items: unknown[]) => items.map((i) => MediaItemInput.parse(i));

describe('media rules (spec §4)', () => {
  it('makes the first item added main, and one added as main takes it from the others', () => {
    let items = addMedia([], img(1));
    items = addMedia(items, img(2));
    expect(order(items)).toEqual(['1*@1', '2@2']);
    expect(order(addMedia(items, img(3, true)))).toEqual(['1@1', '2@2', '3*@3']);
  });

  it('ignores an item with neither or both links when adding', () => {
    const items = addMedia([], img(1));
    expect(addMedia(items, { ...img(2), videoUrl: 'https://v.example/x' })).toEqual(items);
    expect(addMedia(items, { ...img(2), imageUrl: null })).toEqual(items);
  });

  it('sets one main and clears the others; out of range changes nothing', () => {
    const items = [img(1), img(2), img(3)].reduce<MediaItem[]>((all, i) => addMedia(all, i), []);
    expect(order(setMainMedia(items, 2))).toEqual(['1@1', '2@2', '3*@3']);
    expect(setMainMedia(items, 5)).toEqual(items);
    expect(setMainMedia(items, -1)).toEqual(items);
  });

  it('deleting the main makes the first remaining item main and renumbers', () => {
    const items = setMainMedia(
      [img(1), img(2), img(3)].reduce<MediaItem[]>((all, i) => addMedia(all, i), []),
      1,
    );
    expect(order(removeMedia(items, 1))).toEqual(['1*@1', '3@2']);
    expect(order(removeMedia(items, 0))).toEqual(['2*@1', '3@2']);
    expect(removeMedia(items, 9)).toEqual(items);
    expect(removeMedia(addMedia([], img(1)), 0)).toEqual([]);
  });

  it('moves an item, keeping the main one main and the order 1..n', () => {
    const items = [img(1), img(2), img(3)].reduce<MediaItem[]>((all, i) => addMedia(all, i), []);
    expect(order(moveMedia(items, 0, 2))).toEqual(['2@1', '3@2', '1*@3']);
    expect(moveMedia(items, 0, 3)).toEqual(items);
  });

  it('normalises what a client sent: drops neither/both, orders by displayOrder, one main, 1..n', () => {
    const items = normalizeMedia(
      parsed([
        { imageUrl: '/images/uploads/s/1.webp', displayOrder: 3, isMain: true },
        { altText: 'none' },
        { imageUrl: '/images/uploads/s/2.webp', videoUrl: 'https://v.example/2' },
        { videoUrl: 'https://v.example/3', displayOrder: 1 },
        { imageUrl: '/images/uploads/s/4.webp', displayOrder: 2, isMain: true },
      ]),
    );
    expect(order(items)).toEqual(['https://v.example/3@1', '4*@2', '1@3']);
    expect(items.filter((i) => i.isMain)).toHaveLength(1);
    expect(items[0]!.type).toBe('video');
  });

  it('answers the gallery: images only, the main one’s link', () => {
    const items = normalizeMedia(parsed([{ videoUrl: 'https://v.example/1' }, { imageUrl: '/images/uploads/s/2.webp' }]));
    expect(galleryOf(items)).toEqual({
      images: [{ url: '/images/uploads/s/2.webp', isMain: false }],
      mainImageUrl: '/images/uploads/s/2.webp',
    });
  });

  it('refuses image links that are neither uploads nor http(s)', () => {
    expect(MediaItemInput.safeParse({ imageUrl: '/images/uploads/../secret' }).success).toBe(false);
    expect(MediaItemInput.safeParse({ imageUrl: 'javascript:alert(1)' }).success).toBe(false);
    expect(MediaItemInput.safeParse({ imageUrl: 'https://cdn.example/a.png' }).success).toBe(true);
  });
});

const size = { name: 'الحجم', values: [{ label: 'صغير' }, { label: 'كبير' }] };
const colour = { name: 'اللون', values: [{ label: 'أحمر' }, { label: 'أزرق' }, { label: 'أخضر' }] };
const draft = (values: string[], more: Record<string, unknown> = {}) => ({
  values,
  isDefault: false,
  price: null,
  salePrice: null,
  sku: null,
  barcode: null,
  quantityManagement: [],
  ...more,
});

describe('options and variants (spec §4)', () => {
  it('makes the cartesian product of the values, in option order', () => {
    expect(combinationsOf([size, colour]).map((c) => c.join('/'))).toEqual([
      'صغير/أحمر',
      'صغير/أزرق',
      'صغير/أخضر',
      'كبير/أحمر',
      'كبير/أزرق',
      'كبير/أخضر',
    ]);
    expect(combinationsOf([])).toEqual([]);
  });

  it('keeps what existing variants had and makes exactly one default', () => {
    const kept = draft(['كبير'], {
      variantId: 'v-big',
      sku: 'BIG',
      price: 12,
      isDefault: true,
      quantityManagement: [{ warehouseId: 'w', quantity: 4 }],
    });
    const rows = variantsFor([{ values: [{ label: 'صغير' }, { label: 'كبير' }, { label: 'وسط' }] }], [kept])!;
    expect(rows.map((r) => r.values[0])).toEqual(['صغير', 'كبير', 'وسط']);
    expect(rows[1]).toMatchObject({
      variantId: 'v-big',
      sku: 'BIG',
      price: 12,
      isDefault: true,
      quantityManagement: [{ warehouseId: 'w', quantity: 4 }],
    });
    expect(rows.filter((r) => r.isDefault)).toHaveLength(1);
    expect(variantsFor([size], [])!.map((r) => r.isDefault)).toEqual([true, false]);
  });

  it('answers null past 100 variants', () => {
    const eleven = { name: 'x', values: Array.from({ length: 11 }, (_, i) => ({ label: `${i}` })) };
    expect(variantsFor([eleven, { ...eleven, name: 'y' }], [])).toBeNull();
    const res = ProductInput.safeParse({
      nameAr: 'عطر',
      price: 1,
      options: [
        { ...eleven, type: 'text' },
        { ...eleven, name: 'y', type: 'text' },
      ],
    });
    expect(res.success).toBe(false);
    expect(res.error!.issues.map((i) => i.message)).toContain('too_many_variants');
  });

  it('keeps one default: the first flagged, or the first; setting one clears the others', () => {
    const rows = [draft(['a']), draft(['b'], { isDefault: true }), draft(['c'], { isDefault: true })];
    expect(withOneDefault(rows).map((r) => r.isDefault)).toEqual([false, true, false]);
    expect(withOneDefault([draft(['a']), draft(['b'])]).map((r) => r.isDefault)).toEqual([true, false]);
    expect(setDefaultVariant(rows, 0).map((r) => r.isDefault)).toEqual([true, false, false]);
    expect(setDefaultVariant(rows, 7)).toEqual(rows);
  });

  it('copies an option with the Arabic word for copy appended', () => {
    const copied = copyOption([size], 0);
    expect(copied).toHaveLength(2);
    expect(copied[1]!.name).toBe('الحجم - نسخة');
    expect(copied[1]!.values).toEqual(size.values);
    expect(copied[1]!.values).not.toBe(size.values);
    expect(copyOption([size], 3)).toEqual([size]);
  });

  it('ignores an update with an out-of-range index', () => {
    const options: { name: string; values: { label: string }[] }[] = [size, colour];
    expect(updateOption(options, 1, { name: 'اللون الأساسي' })[1]!.name).toBe('اللون الأساسي');
    expect(updateOption(options, 2, { name: 'x' })).toEqual(options);
    expect(updateOption(options, -1, { name: 'x' })).toEqual(options);
    expect(updateOption(options, 0.5, { name: 'x' })).toEqual(options);
  });
});

describe('stock state', () => {
  it('is infinite, out, low at or under the alert quantity, or in stock', () => {
    expect(stockStateOf({ isInfinty: true, quantity: 0, minAlertQuantity: 5 })).toBe('infinite');
    expect(stockStateOf({ isInfinty: false, quantity: 0, minAlertQuantity: 5 })).toBe('out');
    expect(stockStateOf({ isInfinty: false, quantity: 5, minAlertQuantity: 5 })).toBe('low');
    expect(stockStateOf({ isInfinty: false, quantity: 6, minAlertQuantity: 5 })).toBe('in_stock');
    expect(stockStateOf({ isInfinty: false, quantity: 1, minAlertQuantity: 0 })).toBe('in_stock');
  });
});
