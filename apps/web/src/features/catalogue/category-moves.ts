import type { CategoryNode } from '@souqna/contracts';

/** Where a dragged category lands relative to the row it is dropped on. */
export type DropZone = 'before' | 'inside' | 'after';

export type Placement =
  | { ok: true; parentCategoryId: string | null; position: number }
  /** `cycle`: under itself or its own descendant (the server refuses it too); `unchanged`: where it already is. */
  | { ok: false; reason: 'cycle' | 'unchanged' | 'unknown' };

export interface FlatCategory {
  node: CategoryNode;
  depth: number;
}

/** Every category in tree order (a parent, then its children), with its depth from 0. */
export function flatten(tree: CategoryNode[], depth = 0): FlatCategory[] {
  return tree.flatMap((node) => [{ node, depth }, ...flatten(node.children, depth + 1)]);
}

export function findCategory(tree: CategoryNode[], id: string): CategoryNode | undefined {
  for (const node of tree) {
    if (node.categoryId === id) return node;
    const found = findCategory(node.children, id);
    if (found) return found;
  }
  return undefined;
}

/** The categories under one parent (null: the top level), in order. */
export function siblingsOf(tree: CategoryNode[], parentId: string | null): CategoryNode[] {
  if (parentId === null) return tree;
  return findCategory(tree, parentId)?.children ?? [];
}

/** Whether `id` may move under `parentId` (null: the top level): never under itself or a descendant. */
export function canMoveUnder(tree: CategoryNode[], id: string, parentId: string | null): boolean {
  if (parentId === null) return true;
  const moving = findCategory(tree, id);
  if (!moving) return false;
  return parentId !== id && !flatten(moving.children).some((f) => f.node.categoryId === parentId);
}

/** The parents a category may move under, in tree order (itself and its descendants left out). */
export function allowedParents(tree: CategoryNode[], id: string): FlatCategory[] {
  return flatten(tree).filter((f) => canMoveUnder(tree, id, f.node.categoryId));
}

/** Where `id` sits now: its parent and its index among its siblings. */
export function placeOf(tree: CategoryNode[], id: string): { parentCategoryId: string | null; position: number } | undefined {
  const node = findCategory(tree, id);
  if (!node) return undefined;
  const position = siblingsOf(tree, node.parentCategoryId).findIndex((s) => s.categoryId === id);
  return { parentCategoryId: node.parentCategoryId, position };
}

/**
 * The move a drop asks for: `before`/`after` a row puts the category beside it, `inside` makes it the
 * row's last child. The position is counted among the new siblings without the moved category, as the
 * server counts it.
 */
export function dropPlacement(tree: CategoryNode[], draggedId: string, targetId: string, zone: DropZone): Placement {
  const target = findCategory(tree, targetId);
  const current = placeOf(tree, draggedId);
  if (!target || !current) return { ok: false, reason: 'unknown' };
  const parentCategoryId = zone === 'inside' ? targetId : target.parentCategoryId;
  if (!canMoveUnder(tree, draggedId, parentCategoryId)) return { ok: false, reason: 'cycle' };
  if (targetId === draggedId) return { ok: false, reason: 'unchanged' };
  const others = siblingsOf(tree, parentCategoryId).filter((s) => s.categoryId !== draggedId);
  const index = others.findIndex((s) => s.categoryId === targetId);
  const position = zone === 'inside' ? others.length : zone === 'before' ? index : index + 1;
  if (parentCategoryId === current.parentCategoryId && position === current.position) return { ok: false, reason: 'unchanged' };
  return { ok: true, parentCategoryId, position };
}

/** One step up (-1) or down (+1) among its siblings; undefined at either end. */
export function stepPlacement(tree: CategoryNode[], id: string, step: -1 | 1): Placement | undefined {
  const current = placeOf(tree, id);
  if (!current) return undefined;
  const position = current.position + step;
  const count = siblingsOf(tree, current.parentCategoryId).length;
  if (position < 0 || position >= count) return undefined;
  return { ok: true, parentCategoryId: current.parentCategoryId, position };
}

const renumbered = (nodes: CategoryNode[]) => nodes.map((n, position) => (n.position === position ? n : { ...n, position }));

/** The tree after a move, as the server will answer it: both levels renumbered from 0. */
export function applyMove(tree: CategoryNode[], id: string, parentCategoryId: string | null, position: number): CategoryNode[] {
  const moving = findCategory(tree, id);
  if (!moving) return tree;
  const moved = { ...moving, parentCategoryId };
  const without = (nodes: CategoryNode[]): CategoryNode[] => {
    const kept = nodes.filter((n) => n.categoryId !== id).map((n) => ({ ...n, children: without(n.children) }));
    return kept.length === nodes.length ? kept : renumbered(kept);
  };
  const insert = (nodes: CategoryNode[]): CategoryNode[] => {
    const at = Math.min(Math.max(position, 0), nodes.length);
    return renumbered([...nodes.slice(0, at), moved, ...nodes.slice(at)]);
  };
  const into = (nodes: CategoryNode[]): CategoryNode[] =>
    nodes.map((n) =>
      n.categoryId === parentCategoryId ? { ...n, children: insert(n.children) } : { ...n, children: into(n.children) },
    );
  const rest = without(tree);
  return parentCategoryId === null ? insert(rest) : into(rest);
}
