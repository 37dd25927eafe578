import type { Category, CategoryNode } from '@souqna/contracts';

/** Nests categories under their parents; each level keeps the order the list came in (by position). */
export function buildTree(list: Category[]): CategoryNode[] {
  const nodes = new Map<string, CategoryNode>(list.map((c) => [c.categoryId, { ...c, children: [] }]));
  const roots: CategoryNode[] = [];
  for (const c of list) {
    const node = nodes.get(c.categoryId)!;
    const parent = c.parentCategoryId ? nodes.get(c.parentCategoryId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** The node of `id` in a tree, or undefined. */
export function findNode(nodes: CategoryNode[], id: string): CategoryNode | undefined {
  for (const node of nodes) {
    if (node.categoryId === id) return node;
    const found = findNode(node.children, id);
    if (found) return found;
  }
  return undefined;
}

/** `ids` with `id` placed at `position` (clamped to the list: past the end means last). */
export function placeAt(ids: string[], id: string, position: number | undefined): string[] {
  const others = ids.filter((other) => other !== id);
  const at = Math.min(Math.max(position ?? others.length, 0), others.length);
  return [...others.slice(0, at), id, ...others.slice(at)];
}
