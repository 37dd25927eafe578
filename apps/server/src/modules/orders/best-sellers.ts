import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

/** How far back "best sellers" look, and how many products they rank. */
export const BEST_SELLERS_DAYS = 90;
export const BEST_SELLERS_MAX = 1_000;

/**
 * The store's products that sold the most units in the last `BEST_SELLERS_DAYS` days up to `today`
 * (the store's calendar day), best first, from the daily sales the store already keeps (sales-rollups.ts):
 * refunds are already taken off. The storefront's "best sellers" sort ranks by it.
 */
export async function bestSellerIds(tx: Tx, storeId: string, today: string): Promise<string[]> {
  const { rows } = await tx.execute<{ key: string }>(sql`
    select s.key from sales_daily s
     where s.store_id = ${storeId} and s.dimension = 'product'
       and s.day > ${today}::date - ${BEST_SELLERS_DAYS}::int and s.day <= ${today}::date and s.key <> ''
     group by s.key having sum(s.units) > 0
     order by sum(s.units) desc, s.key limit ${BEST_SELLERS_MAX}`);
  return rows.map((r) => r.key);
}
