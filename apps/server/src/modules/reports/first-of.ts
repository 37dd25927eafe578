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

/** Puts the `k`th item of `a[left..right]` in the order `before` at `k`, those before it to its left (Hoare's select). */
function select<T>(a: T[], k: number, order: (x: T, y: T) => number, left: number, right: number): void {
  // An item against itself is neither before nor after (a sort's comparator may not say so).
  const before = (x: T, y: T) => (x === y ? 0 : order(x, y));
  while (right > left) {
    const mid = (left + right) >>> 1;
    const [x, y, z] = [a[left]!, a[mid]!, a[right]!];
    const pivot =
      before(x, y) < 0 ? (before(y, z) < 0 ? y : before(x, z) < 0 ? z : x) : before(x, z) < 0 ? x : before(y, z) < 0 ? z : y;
    let i = left;
    let j = right;
    while (i <= j) {
      while (before(a[i]!, pivot) < 0) i += 1;
      while (before(a[j]!, pivot) > 0) j -= 1;
      if (i <= j) {
        [a[i], a[j]] = [a[j]!, a[i]!];
        i += 1;
        j -= 1;
      }
    }
    if (k <= j) right = j;
    else if (k >= i) left = i;
    else return;
  }
}

/** Above this many items to keep, a page is selected in place (two selects, average linear) rather than kept in a heap. */
export const HEAP_AT_MOST = 2_000;

/**
 * Items `offset`..`offset + limit` of `items` in the order `before` (distinct items: ties broken),
 * kept from the nearer end: the first `offset + limit`, or (a page nearer the last) the last
 * `n - offset` in the reverse order; a page in the middle of many is selected in a copy.
 */
export function pageOf<T>(
  items: Iterable<T> & { length: number },
  before: (a: T, b: T) => number,
  offset: number,
  limit: number,
  heapAtMost = HEAP_AT_MOST,
): T[] {
  const end = Math.min(offset + limit, items.length);
  if (end <= offset) return [];
  const fromStart = end <= items.length - offset;
  const keep = fromStart ? end : items.length - offset;
  if (keep > heapAtMost) {
    const all = Array.from(items);
    select(all, offset, before, 0, all.length - 1);
    if (end - 1 > offset) select(all, end - 1, before, offset + 1, all.length - 1);
    return all.slice(offset, end).sort(before);
  }
  const first = new FirstOf<T>(keep, fromStart ? before : (a, b) => before(b, a));
  for (const item of items) first.offer(item);
  const kept = first.sorted();
  return fromStart ? kept.slice(offset) : kept.reverse().slice(0, end - offset);
}
