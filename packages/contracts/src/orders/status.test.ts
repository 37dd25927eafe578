import { describe, expect, it } from 'vitest';
import { canShipOrder, ORDER_STATUSES } from './status.ts';

// One rule for the shipment's 409 on the server and the order page's "ship" card on the web.
describe('canShipOrder', () => {
  it('ships an order that has an address unless it is cancelled or refunded', () => {
    const address = { city: 'الرياض' };
    expect(ORDER_STATUSES.filter((status) => canShipOrder({ status, address }))).toEqual([
      'Pending',
      'Approved',
      'Paid',
      'ReadyForPickup',
      'Completed',
    ]);
    expect(canShipOrder({ status: 'Paid', address: null })).toBe(false);
  });
});
