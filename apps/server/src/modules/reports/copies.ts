/**
 * The reports' copies in memory (docs/architecture.md "Sales in memory"): the stores' daily sales by
 * product and customer (sales-cube.ts) and their search texts (search-copy.ts). Each is loaded on a
 * store's first report that needs it, brought up to date by every report after, and the least
 * recently used go first once they take more than `SALES_CUBE_MAX_MB` in all.
 */
export interface HeldCopy {
  /** About how much memory it takes. */
  bytes: number;
}

let maxBytes = 512 * 1024 * 1024;
export const limitSalesCubes = (megabytes: number) => {
  maxBytes = megabytes * 1024 * 1024;
};
const copies = new Map<string, HeldCopy>();
const pending = new Map<string, Promise<HeldCopy>>();

/**
 * The copy named `id`, up to date: loaded the first time, refreshed after; one load or refresh at a
 * time per copy (a report that comes meanwhile waits for it, then refreshes in its own snapshot).
 */
export async function heldCopy<C extends HeldCopy>(
  id: string,
  load: () => Promise<C>,
  refresh: (held: C) => Promise<C>,
): Promise<C> {
  const running = pending.get(id);
  if (running) await running.catch(() => undefined);
  const held = copies.get(id) as C | undefined;
  const work = held ? refresh(held) : load();
  pending.set(id, work);
  try {
    const copy = await work;
    copies.delete(id);
    copies.set(id, copy);
    let total = [...copies.values()].reduce((n, c) => n + c.bytes, 0);
    for (const [other, c] of copies) {
      if (total <= maxBytes || other === id) continue;
      copies.delete(other);
      total -= c.bytes;
    }
    return copy;
  } finally {
    if (pending.get(id) === work) pending.delete(id);
  }
}
