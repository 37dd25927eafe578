import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { eventually } from '../../../test/eventually.ts';
import { startWebhookReceiver } from '../../../test/webhook-receiver.ts';
import { validCustomer } from '../customers/customer.fixtures.ts';
import { csv, finished, sendFile } from '../catalogue/product-import.fixtures.ts';
import { productStore, uploadPath, type ProductStore } from '../catalogue/product.fixtures.ts';
import { products } from '../catalogue/product-tables.ts';
import { webhookDeliveries } from './tables.ts';

// Every catalogue write through the API tells each product it made, changed or removed once, in its
// transaction, and a refused write tells nothing (docs/decisions.md "Webhooks").

let t: TestApp;
let s: ProductStore;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

beforeAll(async () => {
  t = await createTestApp({ WEBHOOKS_ALLOW_PRIVATE: 'true' });
  s = await productStore(t);
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

const EVENTS = ['product.created', 'product.updated', 'product.deleted', 'stock.low', 'customer.created'];
let endpoints = 0;

/** An endpoint on its own path hearing the catalogue's events; `told` checks what it was sent since. */
async function watch() {
  const path = `/sources-${++endpoints}`;
  const res = await s.post('/store/webhooks', { url: receiver.url(path), events: EVENTS });
  expect(res.status).toBe(201);
  receiver.useSecret(res.body.data.secret);
  const id = res.body.data.id as string;
  const said = (type: string | undefined, data: Record<string, unknown> | undefined) =>
    `${type} ${String(data?.productId ?? data?.customerId)}`;
  return {
    /**
     * Exactly `expected` ("type id", any order): queued in the change's transaction (so nothing more
     * can come), then received, verified, by the endpoint.
     */
    async told(...expected: string[]) {
      const queued = await t.database.db
        .select({ event: webhookDeliveries.event, body: webhookDeliveries.body })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.subscriptionId, id))
        .orderBy(asc(webhookDeliveries.id));
      const sorted = [...expected].sort();
      expect(queued.map((q) => said(q.event, (JSON.parse(q.body) as { data: Record<string, unknown> }).data)).sort()).toEqual(
        sorted,
      );
      const hits = await eventually(() => {
        const found = receiver.received.filter((r) => r.path === path);
        return found.length >= expected.length ? found : undefined;
      }, `${expected.length} events at ${path}`);
      expect(hits.map((h) => h.verifyError)).toEqual(hits.map(() => null));
      expect(hits.map((h) => said(h.payload?.type, h.payload?.data)).sort()).toEqual(sorted);
      return hits;
    },
    remove: () => s.delete(`/store/webhooks/${id}`),
  };
}

const stocked = (quantity: number, overrides: Record<string, unknown> = {}) =>
  s.addProduct({ quantityManagement: [{ warehouseId: s.mainWarehouseId, quantity }], ...overrides });

describe('the product form', () => {
  it('tells a product made with stock once, and a save that changes its stock once', async () => {
    const w = await watch();
    const made = await stocked(10, { nameAr: 'عود ملكي', minAlertQuantity: 3 });
    await w.told(`product.created ${made.productId}`);
    const saved = await s.put(`/product/${made.productId}/product`, {
      nameAr: 'عود ملكي',
      price: 250,
      minAlertQuantity: 3,
      quantityManagement: [{ warehouseId: s.mainWarehouseId, quantity: 2 }],
    });
    expect(saved.status).toBe(200);
    await w.told(`product.created ${made.productId}`, `product.updated ${made.productId}`, `stock.low ${made.productId}`);
    await w.remove();
  });

  it('tells a new gallery, a reordered one and new advanced info, and nothing for the same again', async () => {
    const { productId } = await s.addProduct();
    const w = await watch();
    const gallery = [{ imageUrl: uploadPath(s.storeId, 1) }, { imageUrl: uploadPath(s.storeId, 2) }];
    expect((await s.put(`/product/${productId}/images`, { media: gallery })).status).toBe(200);
    expect((await s.put(`/product/${productId}/images`, { media: gallery })).status).toBe(200);
    await w.told(`product.updated ${productId}`);
    expect((await s.put(`/product/${productId}/images`, { media: [...gallery].reverse() })).status).toBe(200);
    expect((await s.put(`/product/${productId}/images`, { media: [] })).status).toBe(200);
    await w.told(...Array.from({ length: 3 }, () => `product.updated ${productId}`));
    const info = { gtin: '6281234567890', tags: ['عود'] };
    expect((await s.put(`/product/advanced-info-update/${productId}`, info)).status).toBe(200);
    expect((await s.put(`/product/advanced-info-update/${productId}`, info)).status).toBe(200);
    await w.told(...Array.from({ length: 4 }, () => `product.updated ${productId}`));
    await w.remove();
  });

  it('tells new variants once, however many stock cells moved, and nothing for the same options again', async () => {
    const sizes = (...labels: string[]) => [{ name: 'الحجم', type: 'text', values: labels.map((label) => ({ label })) }];
    const cell = (quantity: number) => [{ warehouseId: s.mainWarehouseId, quantity }];
    const { productId } = await s.addProduct({
      minAlertQuantity: 6,
      options: sizes('صغير', 'كبير'),
      variants: [
        { values: ['صغير'], quantityManagement: cell(5) },
        { values: ['كبير'], quantityManagement: cell(5) },
      ],
    });
    const w = await watch();
    const update = (body: unknown) => s.put(`/product/variants-update?productId=${productId}`, body);
    // "صغير" goes (its 5 emptied: 10 → 5, under the alert of 6) and "وسط" comes with 5 (back to 10):
    // one change, and no low stock, since the product ends where it began.
    const renamed = await update({
      options: sizes('وسط', 'كبير'),
      variants: [{ values: ['وسط'], quantityManagement: cell(5) }],
    });
    expect(renamed.status).toBe(200);
    expect((await update({ options: sizes('وسط', 'كبير'), variants: [] })).status).toBe(200);
    await w.told(`product.updated ${productId}`);
    await w.remove();
  });
});

describe('the edits table and the stock grid', () => {
  it('tells each product the edits table changed once, with its low stock, and nothing for an unchanged row', async () => {
    const [a, b, c] = [await stocked(10, { minAlertQuantity: 3 }), await s.addProduct({ price: 80 }), await stocked(4)];
    const w = await watch();
    const res = await s.post('/product/products-bulk-update', {
      items: [
        { productId: a.productId, price: 240, quantity: 2 },
        { productId: b.productId, price: 80, showInStore: true },
        { productId: c.productId, showInStore: false },
      ],
    });
    expect(res.status).toBe(200);
    await w.told(`product.updated ${a.productId}`, `product.updated ${c.productId}`, `stock.low ${a.productId}`);
    await w.remove();
  });

  it('tells nothing of an edits table refused for one row', async () => {
    const [a, b] = [await s.addProduct({ price: 100 }), await s.addProduct({ price: 100 })];
    const w = await watch();
    const res = await s.post('/product/products-bulk-update', {
      items: [
        { productId: a.productId, price: 90 },
        { productId: b.productId, salePrice: 50 },
      ],
    });
    expect(res.status).toBe(400);
    await w.told();
    await w.remove();
  });

  it('tells a product whose stock moved between warehouses once, and nothing for a save that changes nothing', async () => {
    const { productId } = await stocked(6, { minAlertQuantity: 2 });
    const w = await watch();
    const move = await s.post('/product/stock/update-stock', {
      changes: [
        { productId, warehouseId: s.mainWarehouseId, quantity: 1 },
        { productId, warehouseId: s.secondWarehouseId, quantity: 5 },
      ],
    });
    expect(move.status).toBe(200);
    const same = await s.post('/product/stock/update-stock', {
      changes: [{ productId, warehouseId: s.mainWarehouseId, quantity: 1 }],
    });
    expect(same.status).toBe(400);
    await w.told(`product.updated ${productId}`);
    await w.remove();
  });
});

describe('the import', () => {
  const HEADER = ['SKU', 'الاسم بالعربية', 'Price', 'الكمية في الفرع الرئيسي'];
  const idOf = async (sku: string) =>
    (await t.database.db.select({ id: products.id }).from(products).where(eq(products.sku, sku)))[0]!.id;

  it('tells each product made once, each changed once with its low stock, and nothing for an unchanged row', async () => {
    const tag = s.storeId.slice(-6);
    const low = await stocked(10, { sku: `LOW-${tag}`, minAlertQuantity: 3 });
    await stocked(4, { sku: `SAME-${tag}`, price: 250 });
    const w = await watch();
    const file = csv([
      HEADER,
      [`NEW-A-${tag}`, 'مسك', '40', '5'],
      [`NEW-B-${tag}`, 'عنبر', '60', ''],
      [`LOW-${tag}`, '', '', '2'],
      [`SAME-${tag}`, '', '250', '4'],
    ]);
    const started = await sendFile(t, s, '/product/import', file);
    expect(started.status).toBe(202);
    expect(await finished(s, started.body.data.importId)).toMatchObject({ state: 'done', created: 2, updated: 2 });
    await w.told(
      `product.created ${await idOf(`NEW-A-${tag}`)}`,
      `product.created ${await idOf(`NEW-B-${tag}`)}`,
      `product.updated ${low.productId}`,
      `stock.low ${low.productId}`,
    );
    await w.remove();
  });

  it('tells nothing of a file refused for its errors', async () => {
    const w = await watch();
    const res = await sendFile(t, s, '/product/import', csv([HEADER, ['', 'مسك', '40', '5'], ['', 'بلا سعر', '', '']]));
    expect(res.status).toBe(400);
    await w.told();
    await w.remove();
  });
});

describe('customers', () => {
  it('tells a customer made through the API once', async () => {
    const w = await watch();
    const res = await s.post('/merchant/customer', validCustomer({ firstName: 'نورة', email: 'noura@example.com' }));
    expect(res.status).toBe(201);
    const hits = await w.told(`customer.created ${res.body.data.id}`);
    expect(hits[0]!.payload!.data).toMatchObject({ firstName: 'نورة', email: 'noura@example.com' });
    await w.remove();
  });
});
