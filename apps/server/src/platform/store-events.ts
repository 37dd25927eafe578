import type { OrderStatus } from '@souqna/contracts';
import type { Tx } from '../db/client.ts';

/**
 * What happened in a store, told in the transaction that did it (a throw undoes the change; a
 * rollback undoes whatever the listeners wrote or queued). The module where it happens publishes
 * ids only; a listener reads what it needs in the same transaction, so a change costs nothing more
 * when no listener cares.
 */
export type StoreEvent =
  | { type: 'order.created'; orderId: string }
  | { type: 'order.status_changed'; orderId: string; from: OrderStatus; to: OrderStatus }
  | { type: 'order.paid'; orderId: string }
  | { type: 'product.created' | 'product.updated'; productId: string }
  /** Published before the row goes, so a listener can still read it. */
  | { type: 'product.deleted'; productId: string }
  /**
   * Stock cells were set by a catalogue write (catalogue/stock-levels.ts `setStock`, told once at
   * the write's end by catalogue/product-changes.ts): what the products and variants held before
   * the write, keyed `productId:` (the product's total) and `productId:variantId`.
   */
  | { type: 'stock.set'; before: ReadonlyMap<string, number> }
  | { type: 'customer.created'; customerId: string };

export type StoreEventListener = (tx: Tx, storeId: string, event: StoreEvent) => Promise<void>;

/**
 * The listeners the running server binds to what happens in stores, one per name (webhooks, later
 * customer messages), unlike `BoundListener`'s single slot: each module that reacts binds its own at
 * start-up, so the module where it happens imports none of them. Binding a name again replaces
 * it (a second app in one test process); without a binding (a script) nothing hears.
 */
class StoreEvents {
  private readonly listeners = new Map<string, StoreEventListener>();

  bind(name: string, listener: StoreEventListener): () => void {
    this.listeners.set(name, listener);
    return () => {
      if (this.listeners.get(name) === listener) this.listeners.delete(name);
    };
  }

  async publish(tx: Tx, storeId: string, event: StoreEvent): Promise<void> {
    for (const listener of this.listeners.values()) await listener(tx, storeId, event);
  }
}

const storeEvents = new StoreEvents();

/** Binds `listener` under `name`; answers the unbinding. */
export const onStoreEvent = (name: string, listener: StoreEventListener) => storeEvents.bind(name, listener);

/** Tells every bound listener of `event`, in the caller's transaction. */
export const publishStoreEvent = (tx: Tx, storeId: string, event: StoreEvent) => storeEvents.publish(tx, storeId, event);
