import { and, asc, eq, sql } from 'drizzle-orm';
import { CART_LINES_MAX, type CartItemInput, type ShippingOptionId } from '@souqna/contracts';
import type { Tx } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import { AppError, invalidFields, notFound } from '../../platform/errors.ts';
import { uuidv7 } from '../../platform/ids.ts';
import type { StoreContext } from '../../platform/store-context.ts';
import { warehouses } from '../store/tables.ts';
import { itemInStock } from '../orders/order-items.ts';
import { assertShippingOffered } from '../shipping/shipping.service.ts';
import { readStore } from '../stores/store-row.ts';
import { cartLines, carts } from './tables.ts';
import { coupons } from '../coupons/tables.ts';
import { customerAddresses, customers } from '../customers/tables.ts';

export type { CartRow } from './tables.ts';
import type { CartRow } from './tables.ts';
import { cartView } from './cart-view.ts';

export { cartView };

// The statements every cart change runs, built once (db/prepared-query.ts).
const cartOfSession = preparedQuery('cart_of_session', (db) =>
  db
    .select()
    .from(carts)
    .where(and(eq(carts.storeId, sql.placeholder('storeId')), eq(carts.sessionId, sql.placeholder('sessionId'))))
    .for('update'),
);
const newCart = preparedQuery('cart_new', (db) =>
  db
    .insert(carts)
    .values({
      id: sql.placeholder('id'),
      storeId: sql.placeholder('storeId'),
      sessionId: sql.placeholder('sessionId'),
      // The store's main warehouse, if it has one.
      warehouseId: sql`(select w.id from ${warehouses} w where w.store_id = ${sql.placeholder('storeId')} and w.is_main limit 1)`,
      createdBy: sql.placeholder('createdBy'),
    })
    .onConflictDoNothing()
    .returning(),
);
const linesOfCart = preparedQuery('cart_lines', (db) =>
  db
    .select()
    .from(cartLines)
    .where(eq(cartLines.cartId, sql.placeholder('cartId')))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id)),
);
const lineQuantity = preparedQuery('cart_line_quantity', (db) =>
  db
    .update(cartLines)
    .set({ quantity: sql`${sql.placeholder('quantity')}` })
    .where(eq(cartLines.id, sql.placeholder('id'))),
);
const newLine = preparedQuery('cart_line_new', (db) =>
  db.insert(cartLines).values({
    id: sql.placeholder('id'),
    storeId: sql.placeholder('storeId'),
    cartId: sql.placeholder('cartId'),
    productId: sql.placeholder('productId'),
    variantId: sql.placeholder('variantId'),
    quantity: sql.placeholder('quantity'),
  }),
);
const storeCustomer = preparedQuery('cart_store_customer', (db) =>
  db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, sql.placeholder('id')), eq(customers.storeId, sql.placeholder('storeId')))),
);
const defaultAddress = preparedQuery('cart_default_address', (db) =>
  db
    .select({ id: customerAddresses.id })
    .from(customerAddresses)
    .where(and(eq(customerAddresses.customerId, sql.placeholder('customerId')), eq(customerAddresses.isDefault, true))),
);
const openCartOfId = preparedQuery('cart_of_id', (db) =>
  db
    .select({ sessionId: carts.sessionId, status: carts.status })
    .from(carts)
    .where(and(eq(carts.id, sql.placeholder('id')), eq(carts.storeId, sql.placeholder('storeId')))),
);

/** The store's open cart of `sessionId`, locked for the change; it is opened (in the main warehouse) when the session has none. */
export async function openCart(tx: Tx, store: { id: string; userId: string }, sessionId: string): Promise<CartRow> {
  const [found] = await cartOfSession(tx, { storeId: store.id, sessionId });
  if (found) {
    if (found.status !== 'open') throw notFound();
    return found;
  }
  const [made] = await newCart(tx, { id: uuidv7(), storeId: store.id, sessionId, createdBy: store.userId });
  // Two first calls of one session at once: the other made it; read theirs.
  return made ?? openCart(tx, store, sessionId);
}

type CartSet = Partial<typeof carts.$inferInsert>;

/** The update of a cart's `columns` (and its age), one built statement for each set of columns a change sets. */
const touches = new Map<string, (tx: Tx, values: Record<string, unknown>) => Promise<CartRow[]>>();
function touchOf(columns: readonly (keyof CartSet)[]) {
  const name = ['cart_touch', ...columns].join('_');
  let touch = touches.get(name);
  if (!touch) {
    const set = Object.fromEntries([...columns, 'updatedAt'].map((c) => [c, sql.placeholder(c)]));
    touch = preparedQuery(name, (db) =>
      db
        .update(carts)
        .set(set)
        .where(eq(carts.id, sql.placeholder('id')))
        .returning(),
    );
    touches.set(name, touch);
  }
  return touch;
}

/** Sets `set` on the cart with its age; answers the cart after it. */
async function touch(tx: Tx, cart: CartRow, set: CartSet = {}): Promise<CartRow> {
  const columns = (Object.keys(set) as (keyof CartSet)[]).sort();
  const [after] = await touchOf(columns)(tx, { ...set, updatedAt: new Date(), id: cart.id });
  return after!;
}

/** Runs a change to the session's cart in one transaction and answers the cart after it. */
export function changeCart(
  store: StoreContext,
  sessionId: string,
  change: (tx: Tx, cart: CartRow) => Promise<Partial<typeof carts.$inferInsert> | void>,
) {
  return store.transaction(async (tx) => {
    const cart = await openCart(tx, store, sessionId);
    const set = (await change(tx, cart)) ?? {};
    return cartView(tx, store.id, await touch(tx, cart, set), store.lang);
  });
}

/** A line of the cart must fit what the cart's warehouse holds (a product that never runs out always fits). */
async function assertAvailable(
  tx: Tx,
  storeId: string,
  cart: CartRow,
  item: { productId: string; variantId: string | null },
  quantity: number,
) {
  const { item: facts, held } = await itemInStock(tx, storeId, item, cart.warehouseId);
  if (facts.isInfinite) return;
  if (quantity > held) {
    const name = facts.variantLabel ? `${facts.name} (${facts.variantLabel})` : facts.name;
    throw new AppError('INSUFFICIENT_STOCK', 'order.insufficientStock', { name, available: held }, { available: held });
  }
}

/** The session's cart, opened when new; reading it changes nothing (its age in the pending list stays). */
export const getCart = (store: StoreContext, sessionId: string) =>
  store.transaction(async (tx) => cartView(tx, store.id, await openCart(tx, store, sessionId), store.lang));

export function addItem(store: StoreContext, sessionId: string, input: CartItemInput) {
  return changeCart(store, sessionId, async (tx, cart) => {
    const item = { productId: input.productId, variantId: input.productVariantId ?? null };
    const lines = await linesOfCart(tx, { cartId: cart.id });
    const same = lines.find((l) => l.productId === item.productId && l.variantId === item.variantId);
    if (!same && lines.length >= CART_LINES_MAX)
      throw invalidFields({
        path: 'productId',
        code: 'too_big',
        messageKey: 'cart.tooManyLines',
        params: { max: CART_LINES_MAX },
      });
    const quantity = (same?.quantity ?? 0) + input.quantity;
    await assertAvailable(tx, store.id, cart, item, quantity);
    if (same) await lineQuantity(tx, { id: same.id, quantity });
    else await newLine(tx, { id: uuidv7(), storeId: store.id, cartId: cart.id, ...item, quantity });
  });
}

async function findLine(tx: Tx, cart: CartRow, cartDetailId: string) {
  const [line] = await tx
    .select()
    .from(cartLines)
    .where(and(eq(cartLines.id, cartDetailId), eq(cartLines.cartId, cart.id)));
  if (!line) throw notFound();
  return line;
}

const NO_COUPON = { couponId: null, couponCode: null };

/** Spec §4: changing a line's quantity drops the coupon. */
export function setQuantity(store: StoreContext, sessionId: string, cartDetailId: string, quantity: number) {
  return changeCart(store, sessionId, async (tx, cart) => {
    const line = await findLine(tx, cart, cartDetailId);
    await assertAvailable(tx, store.id, cart, line, quantity);
    await lineQuantity(tx, { id: line.id, quantity });
    return NO_COUPON;
  });
}

export function removeLine(store: StoreContext, sessionId: string, cartDetailId: string) {
  return changeCart(store, sessionId, async (tx, cart) => {
    const line = await findLine(tx, cart, cartDetailId);
    await tx.delete(cartLines).where(eq(cartLines.id, line.id));
    const left = await tx.select({ productId: cartLines.productId }).from(cartLines).where(eq(cartLines.cartId, cart.id));
    // The coupon goes with the last line of its product.
    const [coupon] = cart.couponId ? await tx.select().from(coupons).where(eq(coupons.id, cart.couponId)) : [];
    if (coupon && !left.some((l) => l.productId === coupon.productId)) return NO_COUPON;
  });
}

export function clearLines(store: StoreContext, sessionId: string, cartHeaderId: string) {
  return changeCart(store, sessionId, async (tx, cart) => {
    if (cart.id !== cartHeaderId) throw notFound();
    await tx.delete(cartLines).where(eq(cartLines.cartId, cart.id));
    return NO_COUPON;
  });
}

/** The store's customer `customerId` must exist (another store's is not found). */
async function assertCustomer(tx: Tx, storeId: string, customerId: string): Promise<void> {
  const [customer] = await storeCustomer(tx, { id: customerId, storeId });
  if (!customer) throw notFound();
}

/** Sets the cart's customer and, with them, their default address. */
export function setCustomer(store: StoreContext, sessionId: string, customerId: string) {
  return changeCart(store, sessionId, async (tx) => {
    await assertCustomer(tx, store.id, customerId);
    const [address] = await defaultAddress(tx, { customerId });
    return { customerId, addressId: address?.id ?? null };
  });
}

/** The cart of `cartHeaderId` (the store's, open), reached by its id rather than its session. */
export async function sessionOf(store: StoreContext, cartHeaderId: string): Promise<string> {
  const [cart] = await store.read((db) => openCartOfId(db, { id: cartHeaderId, storeId: store.id }));
  if (!cart || cart.status !== 'open') throw notFound();
  return cart.sessionId;
}

export async function setAddress(store: StoreContext, addressId: string, input: { customerId: string; cartHeaderId: string }) {
  return changeCart(store, await sessionOf(store, input.cartHeaderId), async (tx) => {
    const [address] = await tx
      .select({ id: customerAddresses.id })
      .from(customerAddresses)
      .where(
        and(
          eq(customerAddresses.id, addressId),
          eq(customerAddresses.customerId, input.customerId),
          eq(customerAddresses.storeId, store.id),
        ),
      );
    if (!address) throw notFound();
    return { customerId: input.customerId, addressId };
  });
}

export async function setShipping(
  store: StoreContext,
  option: ShippingOptionId,
  input: { cartHeaderId: string; customerId?: string },
) {
  return changeCart(store, await sessionOf(store, input.cartHeaderId), async (tx) => {
    // The customer is optional here, but one that is named must be the store's.
    if (input.customerId) await assertCustomer(tx, store.id, input.customerId);
    const { currency } = await readStore(tx, store.id);
    await assertShippingOffered(tx, store.id, currency, option, 'id');
    return { shippingOption: option };
  });
}

/** How the order will be paid: any way a manual order may name; cash on delivery's fee then shows in the total. */
export function setPayment(store: StoreContext, sessionId: string, paymentMethod: string | null) {
  return changeCart(store, sessionId, async () => ({ paymentMethod }));
}

export function setWarehouse(store: StoreContext, sessionId: string, warehouseId: string) {
  return changeCart(store, sessionId, async (tx) => {
    const [warehouse] = await tx
      .select({ id: warehouses.id })
      .from(warehouses)
      .where(and(eq(warehouses.id, warehouseId), eq(warehouses.storeId, store.id)));
    if (!warehouse) throw notFound();
    return { warehouseId };
  });
}

/** Drops an open cart from the pending invoices (its lines go with it). */
export function discard(store: StoreContext, sessionId: string): Promise<void> {
  return store.transaction(async (tx) => {
    const cart = await openCart(tx, store, sessionId);
    await tx.delete(cartLines).where(eq(cartLines.cartId, cart.id));
    await touch(tx, cart, { status: 'discarded' });
  });
}
