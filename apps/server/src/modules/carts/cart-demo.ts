import type { Tx } from '../../db/client.ts';
import { uuidv7 } from '../../platform/ids.ts';
import type { DemoCustomer } from '../customers/customer-demo.ts';
import { cartLines, carts } from './tables.ts';

/**
 * Three manual orders started and left open: what `/pending-invoices` shows. Written with the demo's
 * orders, in their transaction (`seedDemoOrders`), from the store's simple products and main branch.
 */
export async function seedDemoCarts(
  tx: Tx,
  store: { id: string; userId: string },
  people: readonly DemoCustomer[],
  { productIds, warehouseId }: { productIds: string[]; warehouseId: string },
) {
  for (let i = 0; i < 3 && productIds.length; i += 1) {
    const cartId = uuidv7();
    const person = people[(i * 7) % people.length]!;
    const at = new Date(Date.now() - (i + 1) * 5 * 3_600_000);
    await tx.insert(carts).values({
      id: cartId,
      storeId: store.id,
      sessionId: uuidv7(),
      customerId: i === 2 ? null : person.customerId,
      addressId: i === 2 ? null : person.addressId,
      warehouseId,
      shippingOption: i === 0 ? 'standard' : null,
      createdBy: store.userId,
      createdAt: at,
      updatedAt: at,
    });
    await tx
      .insert(cartLines)
      .values(
        productIds
          .slice(i * 2, i * 2 + 2)
          .map((productId, k) => ({ id: uuidv7(), storeId: store.id, cartId, productId, quantity: k + 1 })),
      );
  }
}
