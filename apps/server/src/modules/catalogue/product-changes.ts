import type { Tx } from '../../db/client.ts';
import { publishStoreEvent } from '../../platform/store-events.ts';

/**
 * What one catalogue write did to a store's products, gathered while it writes and told once at
 * its end, in its transaction (docs/decisions.md "Webhooks"): `product.created` for each product
 * made, `product.updated` for each one changed and not made, then one `stock.set` with what each
 * product and variant held before the write first changed it. So a product changed twice (its row,
 * then its stock; a variant emptied, then filled again) is told once, and a stock crossing is judged
 * on the whole write, not on a step of it. A write that throws publishes nothing.
 */
export class ProductChanges {
  private readonly made = new Set<string>();
  private readonly changed = new Set<string>();
  private readonly stockBefore = new Map<string, number>();

  readonly storeId: string;

  constructor(storeId: string) {
    this.storeId = storeId;
  }

  /** A product this write made. */
  created(productId: string): void {
    this.made.add(productId);
  }

  /** A product this write changed (its row, variants, gallery or stock). */
  updated(productId: string): void {
    this.changed.add(productId);
  }

  /** Stock cells changed (catalogue/stock-levels.ts `setStock`): keeps the first `before` of each key. */
  stockSet(before: ReadonlyMap<string, number>): void {
    for (const [key, held] of before) if (!this.stockBefore.has(key)) this.stockBefore.set(key, held);
  }

  /** Whether the write changed `productId` (made or changed). */
  has(productId: string): boolean {
    return this.made.has(productId) || this.changed.has(productId);
  }

  /** Tells the store's listeners, in the write's transaction; what is told is forgotten. */
  async publish(tx: Tx): Promise<void> {
    const storeId = this.storeId;
    for (const productId of this.made) await publishStoreEvent(tx, storeId, { type: 'product.created', productId });
    for (const productId of this.changed)
      if (!this.made.has(productId)) await publishStoreEvent(tx, storeId, { type: 'product.updated', productId });
    if (this.stockBefore.size) await publishStoreEvent(tx, storeId, { type: 'stock.set', before: new Map(this.stockBefore) });
    this.made.clear();
    this.changed.clear();
    this.stockBefore.clear();
  }
}
