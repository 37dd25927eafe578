import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { fieldCodes, signedIn, type SignedIn } from '../store/store.fixtures.ts';
import { categories } from './tables.ts';

let t: TestApp;
let m: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  m = await signedIn(t);
});
afterAll(() => t.close());

type Node = { categoryId: string; name: string; position: number; children: Node[] };

const add = async (merchant: SignedIn, body: Record<string, unknown>) => {
  const res = await merchant.post('/store-management/category', body);
  if (res.status !== 201) throw new Error(`category not added: ${JSON.stringify(res.body)}`);
  return res.body.data as { categoryId: string; name: string; position: number };
};
const tree = async (merchant: SignedIn) => (await merchant.get('/store-management/category')).body.data as Node[];
/** Each level as names, children in brackets: `عطور[رجالية|نسائية]|بخور`. */
const shape = (nodes: Node[]): string =>
  nodes.map((n) => (n.children.length ? `${n.name}[${shape(n.children)}]` : n.name)).join('|');
const edit = (merchant: SignedIn, id: string, body: Record<string, unknown>) =>
  merchant.put(`/store-management/category/${id}`, body);

describe('the category tree', () => {
  it('answers the whole tree of the store, each level by position, every node with its fields and product count', async () => {
    const merchant = await signedIn(t);
    const perfumes = await add(merchant, {
      name: 'عطور',
      nameEn: 'Perfumes',
      description: 'عطور فرنسية وشرقية',
      image: '/images/uploads/x/perfumes.webp',
    });
    await add(merchant, { name: 'بخور وعود', nameEn: 'Incense and oud' });
    const men = await add(merchant, { name: 'عطور رجالية', parentCategoryId: perfumes.categoryId });
    await add(merchant, { name: 'عطور نسائية', parentCategoryId: perfumes.categoryId });
    await add(merchant, { name: 'عطور شرقية', parentCategoryId: perfumes.categoryId, position: 0 });

    const res = await merchant.get('/store-management/category');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const nodes = res.body.data as Node[];
    expect(shape(nodes)).toBe('عطور[عطور شرقية|عطور رجالية|عطور نسائية]|بخور وعود');
    expect(nodes[0]).toEqual({
      categoryId: perfumes.categoryId,
      parentCategoryId: null,
      name: 'عطور',
      nameEn: 'Perfumes',
      description: 'عطور فرنسية وشرقية',
      image: '/images/uploads/x/perfumes.webp',
      position: 0,
      productCount: 0,
      children: expect.any(Array),
    });
    expect(nodes[0]!.children.map((c) => [c.name, c.position])).toEqual([
      ['عطور شرقية', 0],
      ['عطور رجالية', 1],
      ['عطور نسائية', 2],
    ]);
    expect(nodes[0]!.children[1]).toMatchObject({
      categoryId: men.categoryId,
      parentCategoryId: perfumes.categoryId,
      nameEn: null,
    });
  });

  it('answers an empty tree for a new store', async () => {
    const merchant = await signedIn(t);
    const res = await merchant.get('/store-management/category');
    expect(res.body).toMatchObject({ success: true, statusCode: 200, data: [] });
  });

  it('answers one category with its sub-categories', async () => {
    const merchant = await signedIn(t);
    const gifts = await add(merchant, { name: 'هدايا' });
    await add(merchant, { name: 'بوكسات', parentCategoryId: gifts.categoryId });
    const res = await merchant.get(`/store-management/category/${gifts.categoryId}`);
    expect(res.status).toBe(200);
    expect(res.body.data.children.map((c: Node) => c.name)).toEqual(['بوكسات']);
  });
});

describe('adding a category', () => {
  it('says it was added and answers it', async () => {
    const res = await m.post('/store-management/category', { name: '  العناية الشخصية ', nameEn: 'Personal care' });
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    expect(res.body.message).toBe('تمت إضافة التصنيف');
    expect(res.body.data).toMatchObject({
      name: 'العناية الشخصية',
      nameEn: 'Personal care',
      parentCategoryId: null,
      productCount: 0,
    });
  });

  it('asks for a name', async () => {
    const res = await m.post('/store-management/category', { name: '   ', nameEn: 'Nothing' });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(fieldCodes(res.body)).toEqual(['name:required']);
    expect(fieldCodes((await m.post('/store-management/category', {})).body)).toEqual(['name:required']);
  });

  it('refuses a name over 100 characters, a description over 1000, a bad image and unknown fields', async () => {
    const res = await m.post('/store-management/category', {
      name: 'ع'.repeat(101),
      description: 'و'.repeat(1001),
      image: 'javascript:alert(1)',
      slug: 'x',
    });
    expect(res.status).toBe(400);
    expect(fieldCodes(res.body).sort()).toEqual([
      'description:too_big',
      'image:invalid_url',
      'name:too_big',
      'slug:unrecognized_keys',
    ]);
  });

  it('refuses a parent that is not a category of the store', async () => {
    const other = await signedIn(t);
    const theirs = await add(other, { name: 'عطور' });
    const res = await m.post('/store-management/category', { name: 'فرعي', parentCategoryId: theirs.categoryId });
    expect(res.status).toBe(400);
    expect(fieldCodes(res.body)).toEqual(['parentCategoryId:unknown_category']);
  });

  it('refuses a second category of the same name under the same parent, whatever its case, with 409 on the name', async () => {
    const merchant = await signedIn(t);
    const parent = await add(merchant, { name: 'Oud' });
    await add(merchant, { name: 'Cambodi', parentCategoryId: parent.categoryId });
    const res = await merchant.post('/store-management/category', { name: 'CAMBODI', parentCategoryId: parent.categoryId });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('CONFLICT');
    expect(res.body.error.fields).toEqual([
      { path: 'name', code: 'sibling_name_taken', message: 'يوجد تصنيف بهذا الاسم في المستوى نفسه' },
    ]);
    // The same name at another level is another shelf.
    expect((await merchant.post('/store-management/category', { name: 'Cambodi' })).status).toBe(201);
  });
});

describe('editing and moving a category', () => {
  it('replaces its fields and keeps its place when parent and position are left out', async () => {
    const merchant = await signedIn(t);
    const parent = await add(merchant, { name: 'عطور' });
    await add(merchant, { name: 'أ', parentCategoryId: parent.categoryId });
    const b = await add(merchant, { name: 'ب', parentCategoryId: parent.categoryId, description: 'قديم' });
    const res = await edit(merchant, b.categoryId, { name: 'ب جديد', nameEn: 'B' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('تم تحديث التصنيف');
    expect(res.body.data).toMatchObject({
      name: 'ب جديد',
      nameEn: 'B',
      description: null,
      parentCategoryId: parent.categoryId,
      position: 1,
    });
  });

  it('re-parents a category, renumbering both levels 0..n', async () => {
    const merchant = await signedIn(t);
    const a = await add(merchant, { name: 'أ' });
    const b = await add(merchant, { name: 'ب' });
    const a1 = await add(merchant, { name: 'أ1', parentCategoryId: a.categoryId });
    await add(merchant, { name: 'أ2', parentCategoryId: a.categoryId });
    await add(merchant, { name: 'ب1', parentCategoryId: b.categoryId });

    const res = await edit(merchant, a1.categoryId, { name: 'أ1', parentCategoryId: b.categoryId, position: 0 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ parentCategoryId: b.categoryId, position: 0 });
    const nodes = await tree(merchant);
    expect(nodes[0]!.children.map((c) => [c.name, c.position])).toEqual([['أ2', 0]]);
    expect(nodes[1]!.children.map((c) => [c.name, c.position])).toEqual([
      ['أ1', 0],
      ['ب1', 1],
    ]);
  });

  it('puts a moved category last when no position is given, and at the top level with a null parent', async () => {
    const merchant = await signedIn(t);
    const a = await add(merchant, { name: 'أ' });
    const b = await add(merchant, { name: 'ب' });
    const child = await add(merchant, { name: 'ج', parentCategoryId: a.categoryId });
    await add(merchant, { name: 'ب1', parentCategoryId: b.categoryId });
    await edit(merchant, child.categoryId, { name: 'ج', parentCategoryId: b.categoryId });
    expect((await tree(merchant))[1]!.children.map((c) => c.name)).toEqual(['ب1', 'ج']);
    await edit(merchant, child.categoryId, { name: 'ج', parentCategoryId: null });
    expect((await tree(merchant)).map((c) => [c.name, c.position])).toEqual([
      ['أ', 0],
      ['ب', 1],
      ['ج', 2],
    ]);
  });

  it('reorders among siblings: positions renumbered 0..n in the new order, a position past the end means last', async () => {
    const merchant = await signedIn(t);
    const ids: string[] = [];
    for (const name of ['أ', 'ب', 'ج', 'د']) ids.push((await add(merchant, { name })).categoryId);
    await edit(merchant, ids[3]!, { name: 'د', position: 1 });
    expect((await tree(merchant)).map((n) => `${n.name}${n.position}`)).toEqual(['أ0', 'د1', 'ب2', 'ج3']);
    await edit(merchant, ids[0]!, { name: 'أ', position: 99 });
    expect((await tree(merchant)).map((n) => `${n.name}${n.position}`)).toEqual(['د0', 'ب1', 'ج2', 'أ3']);
    const rows = await t.database.db
      .select({ position: categories.position })
      .from(categories)
      .where(eq(categories.storeId, merchant.storeId));
    expect(rows.map((r) => r.position).sort()).toEqual([0, 1, 2, 3]);
  });

  it('refuses to move a category under itself', async () => {
    const merchant = await signedIn(t);
    const a = await add(merchant, { name: 'أ' });
    const res = await edit(merchant, a.categoryId, { name: 'أ', parentCategoryId: a.categoryId });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('لا يمكن نقل التصنيف إلى داخل نفسه أو أحد تصنيفاته الفرعية');
    expect(fieldCodes(res.body)).toEqual(['parentCategoryId:category_cycle']);
  });

  it('refuses to move a category under its own descendant, in English too, and leaves the tree as it was', async () => {
    const merchant = await signedIn(t, 'en');
    const a = await add(merchant, { name: 'أ' });
    const b = await add(merchant, { name: 'ب', parentCategoryId: a.categoryId });
    const c = await add(merchant, { name: 'ج', parentCategoryId: b.categoryId });
    const res = await edit(merchant, a.categoryId, { name: 'أ', parentCategoryId: c.categoryId });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('A category cannot move inside itself or one of its sub-categories');
    expect(res.body.error.fields).toEqual([
      {
        path: 'parentCategoryId',
        code: 'category_cycle',
        message: 'A category cannot move inside itself or one of its sub-categories',
      },
    ]);
    expect(shape(await tree(merchant))).toBe('أ[ب[ج]]');
  });

  it('keeps the tree free of cycles when two opposite moves race', async () => {
    const merchant = await signedIn(t);
    const a = await add(merchant, { name: 'أ' });
    const b = await add(merchant, { name: 'ب' });
    const [one, two] = await Promise.all([
      edit(merchant, a.categoryId, { name: 'أ', parentCategoryId: b.categoryId }),
      edit(merchant, b.categoryId, { name: 'ب', parentCategoryId: a.categoryId }),
    ]);
    expect([one.status, two.status].sort()).toEqual([200, 409]);
    const nodes = await tree(merchant);
    expect(nodes).toHaveLength(1);
    expect(nodes[0]!.children).toHaveLength(1);
  });

  it('refuses a move that would put two categories of one name under one parent', async () => {
    const merchant = await signedIn(t);
    const a = await add(merchant, { name: 'أ' });
    await add(merchant, { name: 'هدايا', parentCategoryId: a.categoryId });
    const gifts = await add(merchant, { name: 'هدايا' });
    const res = await edit(merchant, gifts.categoryId, { name: 'هدايا', parentCategoryId: a.categoryId });
    expect(res.status).toBe(409);
    expect(fieldCodes(res.body)).toEqual(['name:sibling_name_taken']);
    expect(shape(await tree(merchant))).toBe('أ[هدايا]|هدايا');
  });
});

describe('deleting a category', () => {
  it('deletes it, says so, and closes the gap among its siblings', async () => {
    const merchant = await signedIn(t);
    await add(merchant, { name: 'أ' });
    const b = await add(merchant, { name: 'ب' });
    await add(merchant, { name: 'ج' });
    const res = await merchant.delete(`/store-management/category/${b.categoryId}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'تم حذف التصنيف', data: null });
    expect((await tree(merchant)).map((n) => `${n.name}${n.position}`)).toEqual(['أ0', 'ج1']);
  });

  it('refuses one that has sub-categories and says what to do', async () => {
    const merchant = await signedIn(t);
    const a = await add(merchant, { name: 'أ' });
    await add(merchant, { name: 'أ1', parentCategoryId: a.categoryId });
    const res = await merchant.delete(`/store-management/category/${a.categoryId}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('لا يمكن حذف تصنيف له تصنيفات فرعية، انقل التصنيفات الفرعية أو احذفها أولاً');
    const [row] = await t.database.db
      .select()
      .from(categories)
      .where(and(eq(categories.id, a.categoryId), eq(categories.storeId, merchant.storeId)));
    expect(row).toBeTruthy();
  });
  it('refuses one that holds a product, counts it in the tree, and deletes it once the product is gone', async () => {
    const merchant = await signedIn(t);
    const oud = await add(merchant, { name: 'عود' });
    const product = await merchant.post('/product/create-product', {
      nameAr: 'عود كمبودي',
      price: 100,
      categoryIds: [oud.categoryId],
    });
    expect(product.status).toBe(201);
    expect((await tree(merchant))[0]).toMatchObject({ name: 'عود', productCount: 1 });
    const res = await merchant.delete(`/store-management/category/${oud.categoryId}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('لا يمكن حذف تصنيف فيه منتجات، انقل المنتجات إلى تصنيف آخر أو أزلها منه أولاً');
    await merchant.delete(`/product/${product.body.data.productId}/product`);
    expect((await merchant.delete(`/store-management/category/${oud.categoryId}`)).status).toBe(200);
  });
});

describe("another store's categories", () => {
  it('answer 404 on GET, PUT and DELETE, and a malformed id 400', async () => {
    const other = await signedIn(t);
    const theirs = await add(other, { name: 'عطور' });
    const url = `/store-management/category/${theirs.categoryId}`;
    expect((await m.get(url)).status).toBe(404);
    expect((await m.put(url, { name: 'مسروق' })).status).toBe(404);
    expect((await m.delete(url)).status).toBe(404);
    expect((await m.put('/store-management/category/not-a-uuid', { name: 'x' })).status).toBe(400);
    expect((await other.get(url)).body.data.name).toBe('عطور');
  });

  it('cannot be chosen as a new parent', async () => {
    const other = await signedIn(t);
    const theirs = await add(other, { name: 'عطور' });
    const mine = await add(m, { name: 'منقول' });
    const res = await edit(m, mine.categoryId, { name: 'منقول', parentCategoryId: theirs.categoryId });
    expect(res.status).toBe(400);
    expect(fieldCodes(res.body)).toEqual(['parentCategoryId:unknown_category']);
  });

  it('never appear in the tree', async () => {
    const merchant = await signedIn(t);
    await add(merchant, { name: 'خاص' });
    expect((await tree(m)).map((n) => n.name)).not.toContain('خاص');
  });
});

describe('access', () => {
  it('needs a signed-in merchant', async () => {
    const res = await t.get('/api/v2/store-management/category');
    expect(res.status).toBe(401);
  });
});

describe('the API document', () => {
  it('describes the catalogue routes at the paths the spec spells, the tree as a recursive node', async () => {
    const res = await t.get('/api/v2/openapi.json');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/v2/store-management/category',
        '/api/v2/store-management/category/{id}',
        '/api/v2/store-management/brand',
        '/api/v2/store-management/brand/{id}',
        '/api/v2/store-management/units',
        '/api/v2/store-management/units/{id}',
      ]),
    );
    const body = res.body.paths['/api/v2/store-management/category'].post.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(['name']);
    const tree = res.body.paths['/api/v2/store-management/category'].get.responses['200'].content['application/json'].schema;
    expect(tree.properties.data.items).toEqual({ $ref: '#/components/schemas/CategoryNode' });
    const node = res.body.components.schemas.CategoryNode;
    expect(node.properties.children.items).toEqual({ $ref: '#/components/schemas/CategoryNode' });
    expect(node.required).toEqual(expect.arrayContaining(['categoryId', 'parentCategoryId', 'name', 'productCount', 'children']));
  });
});
