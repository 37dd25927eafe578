import type pg from 'pg';
import { seededRandom as random } from '../platform/seeded-random.ts';
import { uuidv7 } from '../platform/ids.ts';
import { searchKeyOf, searchTextOf } from '../modules/catalogue/search-key.ts';
import type { BenchStore } from './dataset-store.ts';
import { PRODUCT_KINDS, PRODUCT_NOTES, PRODUCT_QUALITIES, SIZES } from './dataset-words.ts';

const DAY = 86_400_000;

/** Columns of each table, filled row by row and sent as one array per column. */
function columns<K extends string>(names: readonly K[]): Record<K, unknown[]> {
  return Object.fromEntries(names.map((n) => [n, []])) as unknown as Record<K, unknown[]>;
}

const PRODUCT_COLUMNS = [
  'id',
  'name_ar',
  'name_en',
  'search_text',
  'search_key',
  'price',
  'cost_price',
  'sale_price',
  'min_alert_quantity',
  'brand_id',
  'is_infinite',
  'show_in_store',
  'has_variants',
  'sku',
  'barcode',
  'options',
  'quantity',
  'main_quantity',
  'description',
  'created_at',
] as const;
const PRODUCT_TYPES = [
  'uuid',
  'text',
  'text',
  'text',
  'text',
  'int8',
  'int8',
  'int8',
  'int4',
  'uuid',
  'bool',
  'bool',
  'bool',
  'text',
  'text',
  'jsonb',
  'int4',
  'int4',
  'text',
  'timestamptz',
];

/**
 * Inserts benchmark products number `from` to `to - 1` of the store, with their categories,
 * variants and stock, in four statements (one per table). Totals (`quantity`, `main_quantity`) are
 * computed here, as the stock writer would.
 */
export async function insertProducts(client: pg.PoolClient, store: BenchStore, from: number, to: number): Promise<void> {
  const p = columns(PRODUCT_COLUMNS);
  const pc = columns(['product_id', 'category_id'] as const);
  const v = columns(['id', 'product_id', 'position', 'values', 'is_default', 'price', 'sku', 'quantity'] as const);
  const s = columns(['id', 'product_id', 'variant_id', 'warehouse_id', 'quantity'] as const);
  const now = Date.now();

  for (let n = from; n < to; n++) {
    const r = random(n + 1);
    const [kind, kindEn] = r.pick(PRODUCT_KINDS);
    const [quality, qualityEn] = r.pick(PRODUCT_QUALITIES);
    const [note, noteEn] = r.pick(PRODUCT_NOTES);
    const nameAr = `${kind} ${quality} ${note} ${n + 1}`;
    const nameEn = `${qualityEn} ${kindEn} ${noteEn} ${n + 1}`;
    const sku = `BN-${String(n + 1).padStart(7, '0')}`;
    const barcode = `629${String(n + 1).padStart(10, '0')}`;
    const id = uuidv7(now - (to - n));
    const price = r.int(10, 4000) * 50;
    const variantCount = n % 3 === 0 ? r.int(2, 6) : 0;
    let quantity = 0;
    let mainQuantity = 0;
    const stock = (variantId: string | null) => {
      const main = r.chance(0.1) ? 0 : r.int(1, 200);
      s.id.push(uuidv7());
      s.product_id.push(id);
      s.variant_id.push(variantId);
      s.warehouse_id.push(store.mainWarehouseId);
      s.quantity.push(main);
      let total = main;
      if (r.chance(0.5)) {
        const other = r.int(0, 80);
        s.id.push(uuidv7());
        s.product_id.push(id);
        s.variant_id.push(variantId);
        s.warehouse_id.push(store.otherWarehouseId);
        s.quantity.push(other);
        total += other;
      }
      quantity += total;
      mainQuantity += main;
      return total;
    };
    if (variantCount) {
      for (let i = 0; i < variantCount; i++) {
        const variantId = uuidv7();
        v.id.push(variantId);
        v.product_id.push(id);
        v.position.push(i);
        v.values.push(`{"${SIZES[i]}"}`);
        v.is_default.push(i === 0);
        v.price.push(i === 0 ? null : price + i * 1000);
        v.sku.push(`${sku}-${i + 1}`);
        v.quantity.push(stock(variantId));
      }
    } else stock(null);

    const categoryIds = new Set([r.pick(store.leafCategoryIds), ...(r.chance(0.2) ? [r.pick(store.leafCategoryIds)] : [])]);
    for (const categoryId of categoryIds) {
      pc.product_id.push(id);
      pc.category_id.push(categoryId);
    }
    // Variant SKUs are searched too, as the product form writes them.
    const variantSkus = Array.from({ length: variantCount }, (_, i) => `${sku}-${i + 1}`);
    const searchText = searchTextOf([nameAr, nameEn, sku, barcode, ...variantSkus]);
    const row: Record<(typeof PRODUCT_COLUMNS)[number], unknown> = {
      id,
      name_ar: nameAr,
      name_en: nameEn,
      search_text: searchText,
      search_key: searchKeyOf(searchText),
      price,
      cost_price: Math.round(price * 0.6),
      sale_price: r.chance(0.2) ? Math.round(price * (1.2 + r.next() * 0.3)) : null,
      min_alert_quantity: r.chance(0.5) ? 5 : 0,
      brand_id: r.chance(0.9) ? r.pick(store.brandIds) : null,
      is_infinite: r.chance(0.03),
      show_in_store: r.chance(0.9),
      has_variants: variantCount > 0,
      sku,
      barcode,
      options: JSON.stringify(
        variantCount
          ? [
              {
                name: 'الحجم',
                type: 'text',
                values: SIZES.slice(0, variantCount).map((label) => ({ label, color: null, image: null })),
              },
            ]
          : [],
      ),
      quantity,
      main_quantity: mainQuantity,
      description: `<p>${nameAr}: تركيبة ${quality} ${note}.</p>`,
      created_at: new Date(now - r.int(0, 730) * DAY - r.int(0, DAY)),
    };
    for (const name of PRODUCT_COLUMNS) p[name].push(row[name]);
  }

  const arrays = PRODUCT_COLUMNS.map((name, i) => `$${i + 2}::${PRODUCT_TYPES[i]}[]`).join(', ');
  await client.query(
    `insert into products (store_id, ${PRODUCT_COLUMNS.join(', ')}, updated_at)
     select $1, t.*, t.created_at from unnest(${arrays}) as t(${PRODUCT_COLUMNS.join(', ')})`,
    [store.storeId, ...PRODUCT_COLUMNS.map((name) => p[name])],
  );
  await client.query(
    `insert into product_categories (store_id, product_id, category_id)
     select $1, * from unnest($2::uuid[], $3::uuid[])`,
    [store.storeId, pc.product_id, pc.category_id],
  );
  if (v.id.length)
    await client.query(
      `insert into product_variants (store_id, id, product_id, position, values, is_default, price, sku, quantity)
       select $1, t.id, t.product_id, t.position, t.values::text[], t.is_default, t.price, t.sku, t.quantity
         from unnest($2::uuid[], $3::uuid[], $4::int4[], $5::text[], $6::bool[], $7::int8[], $8::text[], $9::int4[])
           as t(id, product_id, position, values, is_default, price, sku, quantity)`,
      [store.storeId, v.id, v.product_id, v.position, v.values, v.is_default, v.price, v.sku, v.quantity],
    );
  await client.query(
    `insert into stock_levels (store_id, id, product_id, variant_id, warehouse_id, quantity)
     select $1, * from unnest($2::uuid[], $3::uuid[], $4::uuid[], $5::uuid[], $6::int4[])`,
    [store.storeId, s.id, s.product_id, s.variant_id, s.warehouse_id, s.quantity],
  );
}
