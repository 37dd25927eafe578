import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { taxes } from './tables.ts';

/** The demo store's VAT (15%), added only when the store has no tax. */
export async function seedDemoTaxes(tx: Tx, storeId: string): Promise<void> {
  const [any] = await tx.select({ id: taxes.id }).from(taxes).where(eq(taxes.storeId, storeId)).limit(1);
  if (any) return;
  await tx.insert(taxes).values({ id: uuidv7(), storeId, name: 'ضريبة القيمة المضافة', rateBp: 1500 });
}
