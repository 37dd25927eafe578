import { describe, expect, it } from 'vitest';
import type { CategoryNode } from '@souqna/contracts';
import { allowedParents, applyMove, canMoveUnder, dropPlacement, flatten, stepPlacement } from './category-moves.ts';

let next = 0;
const node = (name: string, children: CategoryNode[] = []): CategoryNode => {
  const categoryId = `${name}-${next++}`;
  return {
    categoryId,
    parentCategoryId: null,
    name,
    nameEn: null,
    description: null,
    image: null,
    position: 0,
    productCount: 0,
    children: children.map((c, position) => ({ ...c, parentCategoryId: categoryId, position })),
  };
};
const tree = (...roots: CategoryNode[]) => roots.map((r, position) => ({ ...r, position }));
/** `عطور[رجالية|نسائية]|بخور` with positions checked on the way. */
const shape = (nodes: CategoryNode[], parent: string | null = null): string =>
  nodes
    .map((n, i) => {
      expect(n.position).toBe(i);
      expect(n.parentCategoryId).toBe(parent);
      return n.children.length ? `${n.name}[${shape(n.children, n.categoryId)}]` : n.name;
    })
    .join('|');

// عطور[رجالية[عود]|نسائية]|بخور|هدايا
const build = () => {
  const t = tree(node('عطور', [node('رجالية', [node('عود')]), node('نسائية')]), node('بخور'), node('هدايا'));
  const id = (name: string) => flatten(t).find((f) => f.node.name === name)!.node.categoryId;
  return { t, id };
};

describe('which drops are allowed', () => {
  it('refuses a drop inside itself or inside any of its descendants, whatever the zone', () => {
    const { t, id } = build();
    expect(dropPlacement(t, id('عطور'), id('عطور'), 'inside')).toEqual({ ok: false, reason: 'cycle' });
    expect(dropPlacement(t, id('عطور'), id('رجالية'), 'inside')).toEqual({ ok: false, reason: 'cycle' });
    expect(dropPlacement(t, id('عطور'), id('عود'), 'inside')).toEqual({ ok: false, reason: 'cycle' });
    // Beside a child is under the category itself.
    expect(dropPlacement(t, id('عطور'), id('نسائية'), 'before')).toEqual({ ok: false, reason: 'cycle' });
    expect(dropPlacement(t, id('رجالية'), id('عود'), 'after')).toEqual({ ok: false, reason: 'cycle' });
  });

  it('allows a drop inside a sibling, a cousin or an ancestor, as its last child', () => {
    const { t, id } = build();
    expect(dropPlacement(t, id('بخور'), id('هدايا'), 'inside')).toEqual({ ok: true, parentCategoryId: id('هدايا'), position: 0 });
    expect(dropPlacement(t, id('عود'), id('نسائية'), 'inside')).toEqual({
      ok: true,
      parentCategoryId: id('نسائية'),
      position: 0,
    });
    expect(dropPlacement(t, id('هدايا'), id('عطور'), 'inside')).toEqual({ ok: true, parentCategoryId: id('عطور'), position: 2 });
  });

  it('counts a position beside a row among the new siblings without the dragged one, as the server does', () => {
    const { t, id } = build();
    expect(dropPlacement(t, id('بخور'), id('عطور'), 'before')).toEqual({ ok: true, parentCategoryId: null, position: 0 });
    expect(dropPlacement(t, id('عطور'), id('هدايا'), 'after')).toEqual({ ok: true, parentCategoryId: null, position: 2 });
    expect(dropPlacement(t, id('عطور'), id('هدايا'), 'before')).toEqual({ ok: true, parentCategoryId: null, position: 1 });
    expect(dropPlacement(t, id('عود'), id('بخور'), 'after')).toEqual({ ok: true, parentCategoryId: null, position: 2 });
  });

  it('calls a drop that changes nothing unchanged', () => {
    const { t, id } = build();
    expect(dropPlacement(t, id('بخور'), id('بخور'), 'before')).toEqual({ ok: false, reason: 'unchanged' });
    expect(dropPlacement(t, id('بخور'), id('عطور'), 'after')).toEqual({ ok: false, reason: 'unchanged' });
    expect(dropPlacement(t, id('بخور'), id('هدايا'), 'before')).toEqual({ ok: false, reason: 'unchanged' });
    expect(dropPlacement(t, id('نسائية'), id('عطور'), 'inside')).toEqual({ ok: false, reason: 'unchanged' });
  });

  it('offers as new parents everything but itself and its descendants', () => {
    const { t, id } = build();
    expect(allowedParents(t, id('عطور')).map((f) => f.node.name)).toEqual(['بخور', 'هدايا']);
    expect(allowedParents(t, id('عود')).map((f) => [f.node.name, f.depth])).toEqual([
      ['عطور', 0],
      ['رجالية', 1],
      ['نسائية', 1],
      ['بخور', 0],
      ['هدايا', 0],
    ]);
    expect(canMoveUnder(t, id('رجالية'), null)).toBe(true);
  });

  it('steps up and down among siblings, not past either end', () => {
    const { t, id } = build();
    expect(stepPlacement(t, id('بخور'), -1)).toEqual({ ok: true, parentCategoryId: null, position: 0 });
    expect(stepPlacement(t, id('عطور'), -1)).toBeUndefined();
    expect(stepPlacement(t, id('نسائية'), 1)).toBeUndefined();
    expect(stepPlacement(t, id('رجالية'), 1)).toEqual({ ok: true, parentCategoryId: id('عطور'), position: 1 });
  });
});

describe('the tree after a move', () => {
  it('re-parents and renumbers both levels from 0', () => {
    const { t, id } = build();
    const moved = applyMove(t, id('رجالية'), id('هدايا'), 0);
    expect(shape(moved)).toBe('عطور[نسائية]|بخور|هدايا[رجالية[عود]]');
  });

  it('reorders among siblings and moves to the top level', () => {
    const { t, id } = build();
    expect(shape(applyMove(t, id('هدايا'), null, 0))).toBe('هدايا|عطور[رجالية[عود]|نسائية]|بخور');
    expect(shape(applyMove(t, id('عود'), null, 1))).toBe('عطور[رجالية|نسائية]|عود|بخور|هدايا');
  });

  it('leaves the tree it was given untouched', () => {
    const { t, id } = build();
    const before = JSON.stringify(t);
    applyMove(t, id('عود'), null, 0);
    expect(JSON.stringify(t)).toBe(before);
  });
});
