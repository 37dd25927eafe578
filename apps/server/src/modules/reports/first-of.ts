/**
 * The first `k` of the items offered, in the order `before` (negative: `a` comes first), kept in a
 * bounded heap whose root is the last of them: an item that comes after it costs one comparison,
 * one that enters costs log k. A page deep in a sort thus reads the groups once, as the first page
 * does, instead of sorting them all (sales-cube.ts, products-performance.ts).
 */
export class FirstOf<T> {
  private readonly heap: T[] = [];
  private readonly k: number;
  private readonly before: (a: T, b: T) => number;

  constructor(k: number, before: (a: T, b: T) => number) {
    this.k = k;
    this.before = before;
  }

  get size(): number {
    return this.heap.length;
  }

  /** The last of the first `k` kept so far (undefined while none is). */
  get last(): T | undefined {
    return this.heap[0];
  }

  offer(item: T): void {
    const h = this.heap;
    if (this.k <= 0) return;
    if (h.length < this.k) {
      h.push(item);
      let at = h.length - 1;
      while (at > 0) {
        const up = (at - 1) >> 1;
        if (this.before(h[up]!, item) >= 0) break;
        h[at] = h[up]!;
        at = up;
      }
      h[at] = item;
      return;
    }
    if (this.before(item, h[0]!) >= 0) return;
    let at = 0;
    for (;;) {
      const left = 2 * at + 1;
      if (left >= h.length) break;
      const right = left + 1;
      const later = right < h.length && this.before(h[right]!, h[left]!) > 0 ? right : left;
      if (this.before(h[later]!, item) <= 0) break;
      h[at] = h[later]!;
      at = later;
    }
    h[at] = item;
  }

  /** The items kept, first first. */
  sorted(): T[] {
    return [...this.heap].sort(this.before);
  }
}

/**
 * Items `offset`..`offset + limit` of `items` in the order `before`, kept from the nearer end: the
 * first `offset + limit`, or (a page nearer the last) the last `n - offset` in the reverse order.
 */
export function pageOf<T>(
  items: Iterable<T> & { length: number },
  before: (a: T, b: T) => number,
  offset: number,
  limit: number,
): T[] {
  const end = Math.min(offset + limit, items.length);
  if (end <= offset) return [];
  const fromStart = end <= items.length - offset;
  const first = new FirstOf<T>(fromStart ? end : items.length - offset, fromStart ? before : (a, b) => before(b, a));
  for (const item of items) first.offer(item);
  const kept = first.sorted();
  return fromStart ? kept.slice(offset) : kept.reverse().slice(0, end - offset);
}
