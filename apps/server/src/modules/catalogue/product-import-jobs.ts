import { isDeepStrictEqual } from 'node:util';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { planOf, translateServer, withinLimit, type ImportJob } from '@souqna/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { uuidv7 } from '../../platform/ids.ts';
import type { StoreContext } from '../../platform/store-context.ts';
import { lockStore } from '../stores/store-row.ts';
import type { ImportPlan, PlannedRow } from './product-import.ts';
import { productImports } from './product-list-tables.ts';
import { productCountOf } from './product-list.service.ts';
import { cleanDescription } from './product-description.ts';
import { ProductChanges } from './product-changes.ts';
import { productCategories, products, productVariants } from './product-tables.ts';
import { searchKeyOf, searchTextOf } from './search-key.ts';
import { setStock, type StockCell } from './stock-levels.ts';

const CHUNK = 250;

/** The 402 of a plan whose product limit the new rows would pass, with the limit and the usage. */
export async function checkPlanLimit(tx: Tx, storeId: string, plan: 'free' | 'standard' | 'premium', creates: number) {
  const limit = planOf(plan).limits.products;
  if (!creates || limit === null) return;
  const usage = await productCountOf(tx, storeId);
  if (!withinLimit(limit, usage + creates - 1))
    throw new AppError('PLAN_LIMIT_REACHED', 'import.planLimit', { limit, usage, adding: creates }, { limit, usage });
}

/** Whether the product is filed under exactly `categoryIds` now. */
async function sameCategories(tx: Tx, productId: string, categoryIds: readonly string[]) {
  const filed = await tx
    .select({ id: productCategories.categoryId })
    .from(productCategories)
    .where(eq(productCategories.productId, productId));
  const sorted = (ids: readonly string[]) => [...new Set(ids)].sort();
  return isDeepStrictEqual(sorted(filed.map((c) => c.id)), sorted(categoryIds));
}

/** A "running" import not heard from for this long died with its process (its transaction rolled back). */
const STALE_MS = 10 * 60 * 1000;

type JobRow = typeof productImports.$inferSelect;
const toJob = (r: JobRow, now: number): ImportJob => {
  const dead = r.status === 'running' && now - r.updatedAt.getTime() > STALE_MS;
  return {
    importId: r.id,
    state: dead ? 'failed' : r.status,
    total: r.total,
    processed: dead ? 0 : r.processed,
    created: r.created,
    updated: r.updated,
    errors: r.errors,
  };
};

/**
 * Imports run in the server process that received them, one transaction each; their progress
 * (`processed` of `total` rows) is written to `product_imports` as they go, outside that
 * transaction, so whichever instance the app polls answers it. A restart rolls an import back.
 * At its end, in that transaction, each product made is told once (`product.created`) and each
 * product a row changed once (`product.updated`); a row that changes nothing tells nothing.
 */
export class ProductImports {
  private readonly db: Db;
  private readonly log: FastifyBaseLogger;
  /** Imports still writing (shutdown and tests wait for them). */
  readonly running = new Set<Promise<void>>();

  constructor(db: Db, log: FastifyBaseLogger) {
    this.db = db;
    this.log = log;
  }

  async get(storeId: string, importId: string): Promise<ImportJob> {
    const [row] = await this.db
      .select()
      .from(productImports)
      .where(and(eq(productImports.id, importId), eq(productImports.storeId, storeId)));
    if (!row) throw notFound();
    return toJob(row, Date.now());
  }

  /** Starts writing a checked plan; answers at once with the job the app polls. */
  async start(store: StoreContext, plan: ImportPlan): Promise<ImportJob> {
    const [row] = await this.db
      .insert(productImports)
      .values({ id: uuidv7(), storeId: store.id, userId: store.userId, status: 'running', total: plan.rows.length })
      .returning();
    const finished = this.run(store, plan, row!.id);
    this.running.add(finished);
    void finished.finally(() => this.running.delete(finished));
    return toJob(row!, Date.now());
  }

  private progress(id: string, values: Partial<typeof productImports.$inferInsert>) {
    return this.db
      .update(productImports)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(productImports.id, id));
  }

  private async run(store: StoreContext, plan: ImportPlan, id: string): Promise<void> {
    try {
      let processed = 0;
      await store.transaction(async (tx) => {
        const locked = await lockStore(tx, store.id);
        await checkPlanLimit(tx, store.id, locked.plan, plan.creates);
        const changes = new ProductChanges(store.id);
        const creates = plan.rows.filter((r) => r.action === 'create');
        for (let i = 0; i < creates.length; i += CHUNK) {
          const chunk = creates.slice(i, i + CHUNK);
          await this.create(tx, store, plan, chunk, changes);
          processed += chunk.length;
          await this.progress(id, { processed });
        }
        for (const row of plan.rows.filter((r) => r.action === 'update')) {
          await this.update(tx, store, plan, row, changes);
          processed += 1;
          if (processed % CHUNK === 0) await this.progress(id, { processed });
        }
        await changes.publish(tx);
      });
      await this.progress(id, { status: 'done', processed, created: plan.creates, updated: plan.updates });
    } catch (error) {
      const known = error instanceof AppError;
      if (!known) this.log.error({ err: error, importId: id }, 'product import failed');
      const message = translateServer(known ? error.messageKey : 'import.failed', store.lang, known ? error.params : {});
      await this.progress(id, {
        status: 'failed',
        processed: 0,
        errors: [{ row: 0, column: null, code: known ? error.code : 'INTERNAL', message }],
      }).catch((e: unknown) => this.log.error({ err: e, importId: id }, 'product import state not saved'));
    }
  }

  private async create(tx: Tx, store: StoreContext, plan: ImportPlan, rows: PlannedRow[], changes: ProductChanges) {
    const ids = rows.map(() => uuidv7());
    for (const id of ids) changes.created(id);
    await tx.insert(products).values(
      rows.map(({ values: v, minor, brandId }, i) => {
        const searchText = searchTextOf([v.nameAr, v.nameEn, v.sku, v.barcode]);
        return {
          id: ids[i]!,
          storeId: store.id,
          nameAr: v.nameAr!,
          nameEn: v.nameEn ?? null,
          searchText,
          searchKey: searchKeyOf(searchText),
          price: minor.price!,
          salePrice: minor.salePrice,
          costPrice: minor.costPrice,
          minAlertQuantity: v.minAlertQuantity ?? 0,
          brandId,
          showInStore: v.showInStore ?? true,
          isInfinite: v.isInfinty ?? false,
          taxable: v.taxable ?? true,
          requiresShipping: v.requiresShipping ?? true,
          sku: v.sku ?? null,
          barcode: v.barcode ?? null,
          description: cleanDescription(v.description),
        };
      }),
    );
    const filed = rows.flatMap((r, i) =>
      (r.categoryIds ?? []).map((categoryId) => ({ productId: ids[i]!, categoryId, storeId: store.id })),
    );
    if (filed.length) await tx.insert(productCategories).values(filed);
    const cells: StockCell[] = rows.flatMap((r, i) =>
      r.values.quantity == null
        ? []
        : [{ productId: ids[i]!, variantId: null, warehouseId: plan.mainWarehouseId!, quantity: r.values.quantity }],
    );
    if (cells.length) await setStock(tx, { storeId: store.id, userId: store.userId, reason: 'import' }, cells, changes);
  }

  /** An update changes what the row's cells say; an empty cell keeps the product's value. */
  private async update(tx: Tx, store: StoreContext, plan: ImportPlan, row: PlannedRow, changes: ProductChanges) {
    const { values: v, minor } = row;
    const id = row.productId!;
    const [current] = await tx
      .select()
      .from(products)
      .where(and(eq(products.id, id), eq(products.storeId, store.id)))
      .for('update');
    if (!current) throw notFound();
    const next = {
      nameAr: v.nameAr ?? current.nameAr,
      nameEn: v.nameEn ?? current.nameEn,
      sku: v.sku ?? current.sku,
      barcode: v.barcode ?? current.barcode,
    };
    // Variant SKUs and barcodes are searched too, as the product form writes them.
    const variants = await tx
      .select({ sku: productVariants.sku, barcode: productVariants.barcode })
      .from(productVariants)
      .where(eq(productVariants.productId, id));
    const searchText = searchTextOf([
      next.nameAr,
      next.nameEn,
      next.sku,
      next.barcode,
      ...variants.flatMap((x) => [x.sku, x.barcode]),
    ]);
    const columns = {
      ...next,
      searchText,
      searchKey: searchKeyOf(searchText),
      price: minor.price ?? current.price,
      salePrice: minor.salePrice ?? current.salePrice,
      costPrice: minor.costPrice ?? current.costPrice,
      minAlertQuantity: v.minAlertQuantity ?? current.minAlertQuantity,
      brandId: row.brandId ?? current.brandId,
      showInStore: v.showInStore ?? current.showInStore,
      isInfinite: v.isInfinty ?? current.isInfinite,
      taxable: v.taxable ?? current.taxable,
      requiresShipping: v.requiresShipping ?? current.requiresShipping,
      description: v.description == null ? current.description : cleanDescription(v.description),
    };
    if (Object.entries(columns).some(([key, value]) => current[key as keyof typeof columns] !== value)) changes.updated(id);
    await tx
      .update(products)
      .set({ ...columns, updatedAt: new Date() })
      .where(eq(products.id, id));
    if (row.categoryIds) {
      if (!changes.has(id) && !(await sameCategories(tx, id, row.categoryIds))) changes.updated(id);
      await tx.delete(productCategories).where(eq(productCategories.productId, id));
      if (row.categoryIds.length)
        await tx
          .insert(productCategories)
          .values(row.categoryIds.map((categoryId) => ({ productId: id, categoryId, storeId: store.id })));
    }
    if (v.quantity != null)
      await setStock(
        tx,
        { storeId: store.id, userId: store.userId, reason: 'import' },
        [{ productId: id, variantId: null, warehouseId: plan.mainWarehouseId!, quantity: v.quantity }],
        changes,
      );
  }
}
