import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { LABEL_PDF, startSmsaServer, type SmsaServer } from '../../../test/smsa-server.ts';
import { carrierSettings } from '../shipping/carrier-tables.ts';
import { orderStore, type OrderStore } from './order.fixtures.ts';
import { orderShipments } from './shipment-tables.ts';

// An order's shipments with SMSA Express (docs/product-rules.md "Shipping"), against a local server
// that answers as SMSA's e-commerce API does: the store's key sealed and never answered; a shipment
// from the order's branch to its address, collecting what is owed on delivery; its label, its
// tracking and its cancellation; SMSA slow, answering what is not JSON, or refusing the key: a
// clear 409 and nothing written; one shipment at a time; another store's order 404.
const KEY = 'smsa-key-0123456789abcdef';
let smsa: SmsaServer;
let t: TestApp;
let s: OrderStore;
let other: OrderStore;

beforeAll(async () => {
  smsa = await startSmsaServer([KEY]);
  t = await createTestApp({ SMSA_API_BASE: smsa.url });
  s = await orderStore(t);
  other = await orderStore(t);
});
afterAll(async () => {
  await t.close();
  await smsa.close();
});

const ship = (store: OrderStore, orderId: string, lang: 'ar' | 'en' = 'ar') =>
  t.call(
    'POST',
    `/api/v2/order/${orderId}/shipments`,
    { carrier: 'smsa', weightKg: 1.5, parcels: 1 },
    { token: store.token, lang },
  );
const shipmentsOf = async (orderId: string) =>
  t.database.db.select().from(orderShipments).where(eq(orderShipments.orderId, orderId));

describe('the store’s SMSA account', () => {
  it('needs its key the first time, keeps it sealed, and answers only its last four characters', async () => {
    expect((await s.put('/store/shipping-carrier/smsa', {})).status).toBe(400);
    const saved = await s.put('/store/shipping-carrier/smsa', { apiKey: KEY });
    expect([saved.status, saved.body.data]).toEqual([200, { id: 'smsa', enabled: true, apiKeyHint: '…cdef' }]);
    const [row] = await t.database.db.select().from(carrierSettings).where(eq(carrierSettings.storeId, s.storeId));
    expect(row!.apiKey).not.toContain(KEY);
    expect(JSON.stringify((await s.get('/store/shipping-carrier')).body)).not.toContain(KEY);
  });

  it('says to set it up when a store without SMSA ships, and changes nothing', async () => {
    const orderId = (await other.placeOrder()).orderId;
    const res = await ship(other, orderId, 'en');
    expect([res.status, res.body.message]).toEqual([409, 'Set up the carrier in shipping methods first']);
    expect(await shipmentsOf(orderId)).toEqual([]);
  });
});

describe('an order’s shipment', () => {
  let orderId = '';
  let shipmentId = '';
  let awb = '';
  it('is made from the order’s branch to its address, collecting what is owed on delivery', async () => {
    orderId = (await s.placeOrder({ paymentMethod: 'cash_on_delivery' })).orderId;
    const res = await ship(s, orderId);
    expect([res.status, res.body.message]).toEqual([201, 'تم إنشاء الشحنة']);
    ({ shipmentId, trackingNumber: awb } = res.body.data);
    expect(res.body.data).toMatchObject({ carrier: 'smsa', status: 'created', events: [] });
    const sent = smsa.calls.findLast((c) => c.path === '/api/shipment/b2c/new')!;
    expect(sent.key).toBe(KEY);
    expect(sent.body).toMatchObject({
      CODAmount: 100,
      DeclaredValue: 100,
      Parcels: 1,
      Weight: 1.5,
      WeightUnit: 'KG',
      ShipmentCurrency: 'SAR',
      ConsigneeAddress: { ContactName: 'سارة القحطاني', City: 'الرياض', Country: 'SA' },
    });
    // One shipment at a time.
    expect((await ship(s, orderId)).status).toBe(409);
  });

  it('gives its label as the PDF SMSA made', async () => {
    const res = await t.call('GET', `/api/v2/order/${orderId}/shipments/${shipmentId}/label`, undefined, { token: s.token });
    expect([res.status, res.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(String(res.headers['content-disposition'])).toContain(`label-${awb}.pdf`);
    expect(
      Buffer.from(res.body as string, 'latin1')
        .subarray(0, 8)
        .toString('latin1'),
    ).toBe(LABEL_PDF.subarray(0, 8).toString('latin1'));
  });

  it('follows SMSA’s scans, newest first, until delivered', async () => {
    smsa.scan(awb, 'AF', 'Arrived Delivery Facility', '2026-11-25T08:00:00');
    let res = await s.post(`/order/${orderId}/shipments/${shipmentId}/track`, undefined);
    expect(res.body.data).toMatchObject({
      status: 'in_transit',
      events: [{ description: 'Arrived Delivery Facility', city: 'RIYADH' }],
    });
    smsa.scan(awb, 'DL', 'Delivered', '2026-11-25T15:30:00');
    res = await s.post(`/order/${orderId}/shipments/${shipmentId}/track`, undefined);
    expect(res.body.data.status).toBe('delivered');
    expect(res.body.data.events.map((e: { description: string }) => e.description)).toEqual([
      'Delivered',
      'Arrived Delivery Facility',
    ]);
    const cancel = await s.post(`/order/${orderId}/shipments/${shipmentId}/cancel`, undefined);
    expect(cancel.status).toBe(409);
  });

  it('is cancelled with SMSA and stays, marked cancelled; another can then be made', async () => {
    const id = (await s.placeOrder()).orderId;
    const made = (await ship(s, id)).body.data;
    const res = await s.post(`/order/${id}/shipments/${made.shipmentId}/cancel`, undefined);
    expect([res.status, res.body.data.status]).toEqual([200, 'cancelled']);
    expect(smsa.shipment(made.trackingNumber)!.cancelled).toBe(true);
    expect((await ship(s, id)).status).toBe(201);
    expect((await s.get(`/order/${id}/shipments`)).body.data.map((x: { status: string }) => x.status)).toEqual([
      'created',
      'cancelled',
    ]);
  });

  it('answers 404 for another store’s order or shipment', async () => {
    expect((await ship(other, orderId)).status).toBe(404);
    expect((await other.get(`/order/${orderId}/shipments`)).status).toBe(404);
    expect((await other.post(`/order/${orderId}/shipments/${shipmentId}/track`, undefined)).status).toBe(404);
  });

  it('says SMSA answered what it could not read, or did not answer in time, and keeps nothing', async () => {
    const id = (await s.placeOrder()).orderId;
    smsa.answer('not-json');
    try {
      const res = await ship(s, id, 'en');
      expect([res.status, res.body.message]).toEqual([
        409,
        'The carrier answered something we could not read; try again shortly',
      ]);
    } finally {
      smsa.answer('normal');
    }
    smsa.answer('slow');
    try {
      const res = await ship(s, id, 'en');
      expect([res.status, res.body.message]).toEqual([409, 'The carrier could not be reached; try again shortly']);
    } finally {
      smsa.answer('normal');
    }
    expect(await shipmentsOf(id)).toEqual([]);
  }, 20_000);
});
