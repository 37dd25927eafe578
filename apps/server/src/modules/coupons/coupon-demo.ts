import { and, eq, inArray } from 'drizzle-orm';
import { toMinor, type CouponType } from '@souqna/contracts';
import type { Tx } from '../../db/client.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { productIdsByName } from '../catalogue/product-facts.ts';
import { readStore } from '../stores/store-row.ts';
import { addDays, todayIn } from '../../platform/store-time.ts';
import { coupons } from './tables.ts';

interface DemoCoupon {
  code: string;
  /** The demo product's Arabic name (product-demo.ts). */
  product: string;
  type: CouponType;
  amount: number;
  minAmount: number;
  /** Days from today in the store's time zone; negative for one already expired. */
  days: number;
  timesUsed: number;
}

const DEMO_COUPONS: DemoCoupon[] = [
  { code: 'RAMADAN15', product: 'تمر سكري فاخر', type: 'percentage', amount: 15, minAmount: 0, days: 30, timesUsed: 12 },
  { code: 'EID50', product: 'بوكس هدايا العود', type: 'fixed', amount: 50, minAmount: 200, days: 45, timesUsed: 4 },
  { code: 'FREESHIP', product: 'بخور معمول ملكي', type: 'other', amount: 0, minAmount: 150, days: 60, timesUsed: 9 },
  { code: 'NATIONALDAY', product: 'عطر فارس الصحراء', type: 'percentage', amount: 20, minAmount: 100, days: -10, timesUsed: 31 },
  { code: 'OUD10', product: 'دهن عود كمبودي معتّق', type: 'percentage', amount: 10, minAmount: 500, days: 90, timesUsed: 0 },
  { code: 'WELCOME25', product: 'عطر الأمير الأسود', type: 'fixed', amount: 25, minAmount: 150, days: 120, timesUsed: 2 },
];

/**
 * Six coupons of متجر الأمل on its demo products (one of them expired), each added only when the store
 * has no coupon of that code and has the product.
 */
export async function seedDemoCoupons(tx: Tx, storeId: string): Promise<number> {
  const store = await readStore(tx, storeId);
  const today = todayIn(store.timeZone);
  const have = new Set(
    (
      await tx
        .select({ code: coupons.code })
        .from(coupons)
        .where(
          and(
            eq(coupons.storeId, storeId),
            inArray(
              coupons.code,
              DEMO_COUPONS.map((c) => c.code),
            ),
          ),
        )
    ).map((r) => r.code),
  );
  const wanted = DEMO_COUPONS.filter((c) => !have.has(c.code));
  if (!wanted.length) return 0;
  const idOf = await productIdsByName(
    tx,
    storeId,
    wanted.map((c) => c.product),
  );
  const rows = wanted.flatMap((c) => {
    const productId = idOf.get(c.product);
    if (!productId) return [];
    return [
      {
        id: uuidv7(),
        storeId,
        productId,
        code: c.code,
        discountType: c.type,
        amount: c.type === 'percentage' ? c.amount * 100 : c.type === 'fixed' ? toMinor(c.amount, store.currency)! : 0,
        minAmount: toMinor(c.minAmount, store.currency)!,
        expiryDate: addDays(today, c.days),
        timesUsed: c.timesUsed,
      },
    ];
  });
  if (rows.length) await tx.insert(coupons).values(rows);
  return rows.length;
}
