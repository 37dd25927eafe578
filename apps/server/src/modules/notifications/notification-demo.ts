import { count, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { soldOutProductIds } from '../catalogue/product-facts.ts';
import { availabilityNotifications } from './tables.ts';

/** Who waits in the demo store; `notifiedDaysAgo` set for those already told. */
const WAITING: { name: string; email: string; daysAgo: number; notifiedDaysAgo?: number }[] = [
  { name: 'نورة السالم', email: 'noura.salem@example.com', daysAgo: 2 },
  { name: 'عبدالله القحطاني', email: 'abdullah.q@example.com', daysAgo: 3 },
  { name: 'ريم العتيبي', email: 'reem.otaibi@example.com', daysAgo: 5 },
  { name: 'فهد الدوسري', email: 'fahad.d@example.com', daysAgo: 6, notifiedDaysAgo: 1 },
  { name: 'سارة الزهراني', email: 'sara.zahrani@example.com', daysAgo: 8 },
  { name: 'محمد الحربي', email: 'm.harbi@example.com', daysAgo: 9 },
  { name: 'هند الشمري', email: 'hind.shammari@example.com', daysAgo: 11, notifiedDaysAgo: 4 },
  { name: 'خالد المطيري', email: 'khalid.mutairi@example.com', daysAgo: 12 },
  { name: 'لمى الغامدي', email: 'lama.ghamdi@example.com', daysAgo: 14 },
  { name: 'يوسف باوزير', email: 'yousef.bawazir@example.com', daysAgo: 15, notifiedDaysAgo: 7 },
  { name: 'أمل الحضرمي', email: 'amal.hadrami@example.com', daysAgo: 18 },
  { name: 'تركي العنزي', email: 'turki.anazi@example.com', daysAgo: 21 },
];

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/**
 * Twelve subscriptions of متجر الأمل's customers to its products that ran out (quantity 0, not made to
 * order), three of them already told; added only when the store has none.
 */
export async function seedDemoNotifications(tx: Tx, storeId: string): Promise<number> {
  const [{ n }] = (await tx
    .select({ n: count() })
    .from(availabilityNotifications)
    .where(eq(availabilityNotifications.storeId, storeId))) as [{ n: number }];
  if (n > 0) return 0;
  const soldOut = await soldOutProductIds(tx, storeId);
  if (!soldOut.length) return 0;
  const rows = WAITING.map((w, i) => ({
    id: uuidv7(),
    storeId,
    productId: soldOut[i % soldOut.length]!,
    customerName: w.name,
    email: w.email,
    isNotified: w.notifiedDaysAgo !== undefined,
    notifiedAt: w.notifiedDaysAgo === undefined ? null : daysAgo(w.notifiedDaysAgo),
    createdAt: daysAgo(w.daysAgo),
  }));
  await tx.insert(availabilityNotifications).values(rows);
  return rows.length;
}
