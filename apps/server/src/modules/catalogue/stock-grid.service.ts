import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import {
  PRODUCT_COUNT_CAP,
  stockCellKey,
  type ListQuery,
  type StockGrid,
  type StockGridQuery,
  type StockMovement,
  type StockRow,
  type StockUpdate,
} from '@souqna/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, invalidFields, notFound, type FieldProblem } from '../../platform/errors.ts';
import type { StoreContext } from '../../platform/store-context.ts';
import { USER_FACTS } from '../accounts/user-read.ts';
import { BRANCH_FACTS, branchesOf, ownBranchIds } from '../store/store-read.ts';
import { productCountOf, searchCondition } from './product-list.service.ts';
import { products, productVariants, stockLevels, stockMovements } from './product-tables.ts';
import { ProductChanges } from './product-changes.ts';
import { setStock } from './stock-levels.ts';

type Update = z.output<typeof StockUpdate>;

const distinct = <T>(values: T[]) => [...new Set(values)];

/**
 * `GET /product/stock/product-with-variants`: the store's warehouses (main first) as columns and a
 * page of products (newest first, optionally searched) as rows: one row for a product without
 * variants, one per variant otherwise, each with its quantity per warehouse id. Four queries.
 */
export async function grid(db: Db, storeId: string, query: StockGridQuery): Promise<StockGrid> {
  const columns = await branchesOf(db, storeId);
  const search = searchCondition(query.search);
  const where = search ? sql`p.store_id = ${storeId} and ${search}` : sql`p.store_id = ${storeId}`;
  const order = sql`p.created_at desc nulls last, p.id desc nulls last`;
  const [page, total] = await Promise.all([
    db.execute<{
      id: string;
      name_ar: string;
      name_en: string | null;
      main_image_url: string | null;
      is_infinite: boolean;
      min_alert_quantity: number;
      has_variants: boolean;
      sku: string | null;
    }>(sql`
      with page as (select p.id from products p where ${where} order by ${order}
                    limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize})
      select p.id, p.name_ar, p.name_en, p.main_image_url, p.is_infinite, p.min_alert_quantity, p.has_variants, p.sku
        from page join products p on p.id = page.id order by ${order}`),
    search
      ? db
          .execute<{ n: number }>(
            sql`select count(*)::int as n from (select 1 from products p where ${where} limit ${PRODUCT_COUNT_CAP + 1}) c`,
          )
          .then((r) => Number(r.rows[0]?.n ?? 0))
      : productCountOf(db, storeId),
  ]);
  const ids = page.rows.map((p) => p.id);
  const [variants, levels] = ids.length
    ? await Promise.all([
        db
          .select({
            id: productVariants.id,
            productId: productVariants.productId,
            values: productVariants.values,
            sku: productVariants.sku,
          })
          .from(productVariants)
          .where(and(eq(productVariants.storeId, storeId), inArray(productVariants.productId, ids)))
          .orderBy(asc(productVariants.position)),
        db
          .select({
            productId: stockLevels.productId,
            variantId: stockLevels.variantId,
            warehouseId: stockLevels.warehouseId,
            quantity: stockLevels.quantity,
          })
          .from(stockLevels)
          .where(and(eq(stockLevels.storeId, storeId), inArray(stockLevels.productId, ids))),
      ])
    : [[], []];
  const quantities = new Map<string, Record<string, number>>();
  for (const l of levels) {
    const key = `${l.productId}:${l.variantId ?? '-'}`;
    quantities.set(key, { ...quantities.get(key), [l.warehouseId]: l.quantity });
  }
  const rowsOf = (p: (typeof page.rows)[number]): StockRow[] =>
    p.has_variants
      ? variants
          .filter((v) => v.productId === p.id)
          .map((v) => ({
            variantId: v.id,
            label: v.values.join(' / '),
            sku: v.sku,
            quantities: quantities.get(`${p.id}:${v.id}`) ?? {},
          }))
      : [{ variantId: null, label: null, sku: p.sku, quantities: quantities.get(`${p.id}:-`) ?? {} }];
  return {
    warehouses: columns,
    items: page.rows.map((p) => ({
      productId: p.id,
      nameAr: p.name_ar,
      nameEn: p.name_en,
      mainImageUrl: p.main_image_url,
      isInfinty: p.is_infinite,
      minAlertQuantity: p.min_alert_quantity,
      rows: rowsOf(p),
    })),
    page: query.page,
    pageSize: query.pageSize,
    total,
  };
}

/**
 * `POST /product/stock/update-stock`: the grid's changed cells, all or nothing, each change kept in
 * the history with reason `manual` and the note. Another store's product, variant or warehouse is a
 * 404; a cell that does not fit its product (variant missing, not allowed, or another product's) is a
 * field error; a save that changes nothing answers "no changes to save". Each product whose stock
 * changed is told once (`product.updated`), with the stock's crossings (`stock.set`).
 */
export function updateStock(store: StoreContext, input: Update): Promise<{ changed: number }> {
  return store.transaction(async (tx) => {
    const productIds = distinct(input.changes.map((c) => c.productId));
    const warehouseIds = distinct(input.changes.map((c) => c.warehouseId));
    const variantIds = distinct(input.changes.flatMap((c) => (c.variantId ? [c.variantId] : [])));
    const found = await tx
      .select({ id: products.id, hasVariants: products.hasVariants })
      .from(products)
      .where(and(eq(products.storeId, store.id), inArray(products.id, productIds)))
      .for('update');
    const warehouseCount = (await ownBranchIds(tx, store.id, warehouseIds)).size;
    const variants = variantIds.length
      ? await tx
          .select({ id: productVariants.id, productId: productVariants.productId })
          .from(productVariants)
          .where(and(eq(productVariants.storeId, store.id), inArray(productVariants.id, variantIds)))
      : [];
    if (found.length !== productIds.length || warehouseCount !== warehouseIds.length || variants.length !== variantIds.length)
      throw notFound();

    const hasVariants = new Map(found.map((p) => [p.id, p.hasVariants]));
    const productOf = new Map(variants.map((v) => [v.id, v.productId]));
    const problems: FieldProblem[] = [];
    const seen = new Set<string>();
    input.changes.forEach((c, i) => {
      const variantId = c.variantId ?? null;
      const key = stockCellKey(c.productId, variantId, c.warehouseId);
      if (seen.has(key)) problems.push({ path: `changes.${i}`, code: 'duplicate_item' });
      seen.add(key);
      if (hasVariants.get(c.productId) && !variantId) problems.push({ path: `changes.${i}.variantId`, code: 'required' });
      else if (!hasVariants.get(c.productId) && variantId) problems.push({ path: `changes.${i}.variantId`, code: 'no_variants' });
      else if (variantId && productOf.get(variantId) !== c.productId)
        problems.push({ path: `changes.${i}.variantId`, code: 'unknown_variant' });
    });
    if (problems.length) throw invalidFields(...problems);

    const changes = new ProductChanges(store.id);
    const changed = await setStock(
      tx,
      { storeId: store.id, userId: store.userId, reason: 'manual', note: input.note || null },
      input.changes.map((c) => ({ ...c, variantId: c.variantId ?? null })),
      changes,
    );
    if (!changed) throw new AppError('VALIDATION_FAILED', 'stock.noChanges', {}, {}, [{ path: 'changes', code: 'no_changes' }]);
    await changes.publish(tx);
    return { changed };
  });
}

/** `GET /product/{id}/stock-history`: the product's stock changes, newest first, with who made them. */
export function history(
  store: StoreContext,
  productId: string,
  page: ListQuery,
): Promise<{ items: StockMovement[]; total: number }> {
  return store.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, productId), eq(products.storeId, store.id)));
    if (!product) throw notFound();
    const mine = and(eq(stockMovements.productId, productId), eq(stockMovements.storeId, store.id));
    const [{ total }] = (await tx.select({ total: count() }).from(stockMovements).where(mine)) as [{ total: number }];
    const rows = await tx
      .select({
        id: stockMovements.id,
        productId: stockMovements.productId,
        variantId: stockMovements.variantId,
        variantLabel: stockMovements.variantLabel,
        warehouseId: stockMovements.warehouseId,
        warehouseName: sql<string | null>`w.name`,
        before: stockMovements.before,
        after: stockMovements.after,
        reason: stockMovements.reason,
        note: stockMovements.note,
        userName: sql<string | null>`u.name`,
        createdAt: stockMovements.createdAt,
      })
      .from(stockMovements)
      .leftJoin(sql`${BRANCH_FACTS} w`, sql`w.id = ${stockMovements.warehouseId}`)
      .leftJoin(sql`${USER_FACTS} u`, sql`u.id = ${stockMovements.userId}`)
      .where(mine)
      .orderBy(sql`${stockMovements.createdAt} desc nulls last, ${stockMovements.id} desc nulls last`)
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize);
    return { items: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })), total };
  });
}
