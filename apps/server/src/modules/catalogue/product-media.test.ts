import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { fieldCodes } from '../store/store.fixtures.ts';
import { productStore, uploadPath, validProduct, type ProductStore } from './product.fixtures.ts';

let t: TestApp;
let m: ProductStore;
let productId: string;
beforeAll(async () => {
  t = await createTestApp();
  m = await productStore(t);
  productId = (await m.addProduct()).productId;
});
afterAll(() => t.close());

const image = (n: number, more: Record<string, unknown> = {}) => ({ imageUrl: uploadPath(m.storeId, n), ...more });
const save = (media: unknown[]) => m.put(`/product/${productId}/images`, { media });
const summary = (media: { imageUrl: string | null; videoUrl: string | null; isMain: boolean; displayOrder: number }[]) =>
  media.map((i) => [i.imageUrl ?? i.videoUrl, i.isMain, i.displayOrder]);

describe('a product’s media', () => {
  it('makes the first item main when none is, and answers the gallery', async () => {
    const res = await save([image(1), image(2, { altText: 'العلبة' })]);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('تم حفظ صور المنتج');
    expect(summary(res.body.data.media)).toEqual([
      [uploadPath(m.storeId, 1), true, 1],
      [uploadPath(m.storeId, 2), false, 2],
    ]);
    expect(res.body.data.images).toEqual([
      { url: uploadPath(m.storeId, 1), isMain: true },
      { url: uploadPath(m.storeId, 2), isMain: false },
    ]);
    expect(res.body.data.mainImageUrl).toBe(uploadPath(m.storeId, 1));
    expect((await m.get(`/product/${productId}/images`)).body.data).toEqual(res.body.data);
    expect((await m.get(`/product/asem-product/${productId}`)).body.data.mainImageUrl).toBe(uploadPath(m.storeId, 1));
  });

  it('keeps one main when an item is set main, clearing the others', async () => {
    const res = await save([image(1, { isMain: false }), image(2, { isMain: true }), image(3, { isMain: true })]);
    expect(summary(res.body.data.media).map(([, main]) => main)).toEqual([false, true, false]);
    expect(res.body.data.mainImageUrl).toBe(uploadPath(m.storeId, 2));
  });

  it('ignores items with neither or both an image and a video', async () => {
    const res = await save([
      { altText: 'لا شيء' },
      image(1, { videoUrl: 'https://video.example.com/1' }),
      { videoUrl: 'https://video.example.com/2' },
      image(4),
    ]);
    expect(summary(res.body.data.media)).toEqual([
      ['https://video.example.com/2', true, 1],
      [uploadPath(m.storeId, 4), false, 2],
    ]);
    expect(res.body.data.media[0].type).toBe('video');
    expect(res.body.data.images).toEqual([{ url: uploadPath(m.storeId, 4), isMain: false }]);
    expect(res.body.data.mainImageUrl).toBe(uploadPath(m.storeId, 4));
  });

  it('orders by the display order sent and renumbers it 1..n', async () => {
    const res = await save([image(1, { displayOrder: 9 }), image(2, { displayOrder: 3 }), image(3, { displayOrder: 5 })]);
    expect(summary(res.body.data.media)).toEqual([
      [uploadPath(m.storeId, 2), true, 1],
      [uploadPath(m.storeId, 3), false, 2],
      [uploadPath(m.storeId, 1), false, 3],
    ]);
  });

  it('applies the same rules when the whole product is saved', async () => {
    const product = await m.addProduct({
      media: [{}, image(7, { displayOrder: 2 }), image(8, { displayOrder: 1, isMain: true })],
    });
    expect(summary(product.media)).toEqual([
      [uploadPath(m.storeId, 8), true, 1],
      [uploadPath(m.storeId, 7), false, 2],
    ]);
  });

  it('empties the gallery', async () => {
    const res = await save([]);
    expect(res.body.data).toEqual({ images: [], mainImageUrl: null, media: [] });
  });

  it('refuses more than 20 items, links that are not uploads or http(s), and a video that is not a link', async () => {
    const many = await save(Array.from({ length: 21 }, (_, i) => image(i + 1)));
    expect(many.status).toBe(400);
    expect(fieldCodes(many.body)).toEqual(['media:too_big']);
    expect(many.body.error.fields[0].message).toBe('لا يمكن اختيار أكثر من 20');
    const bad = await save([
      { imageUrl: '/images/uploads/../../etc/passwd' },
      { imageUrl: 'javascript:alert(1)' },
      { videoUrl: 'ftp://x' },
    ]);
    expect(fieldCodes(bad.body)).toEqual([
      'media.0.imageUrl:invalid_url',
      'media.1.imageUrl:invalid_url',
      'media.2.videoUrl:invalid_url',
    ]);
    const onCreate = await m.post('/product/create-product', validProduct({ media: [{ imageUrl: 'file:///etc/passwd' }] }));
    expect(fieldCodes(onCreate.body)).toEqual(['media.0.imageUrl:invalid_url']);
  });
});
