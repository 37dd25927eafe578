import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { storeMembers, stores, users } from '../db/schema.ts';
import { uuidv7 } from '../platform/ids.ts';
import { hashPassword } from '../modules/accounts/passwords.ts';

export const DEMO_LOGIN = { email: 'demo@store.test', password: 'Demo@12345' } as const;

/** The demo store of a first run: a verified merchant with an Arabic store. Later issues add its catalogue and orders. */
export async function seedDemo(db: Db): Promise<boolean> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_LOGIN.email));
  if (existing) return false;
  const passwordHash = await hashPassword(DEMO_LOGIN.password);
  await db.transaction(async (tx) => {
    const userId = uuidv7();
    const storeId = uuidv7();
    const now = new Date();
    await tx.insert(users).values({
      id: userId,
      name: 'أحمد التاجر',
      email: DEMO_LOGIN.email,
      phone: '+966501234567',
      passwordHash,
      emailVerifiedAt: now,
    });
    await tx.insert(stores).values({
      id: storeId,
      stageId: uuidv7(),
      name: 'متجر الأمل',
      entityType: 'business',
      description: 'متجر تجريبي للعطور والهدايا',
      domain: 'al-amal',
      status: 'active',
      plan: 'premium',
      currency: 'SAR',
      isStoreData: true,
      isCategories: true,
      isDomain: true,
      isServiceChannel: true,
      isWarehouse: true,
      isIdentityVerified: true,
    });
    await tx.insert(storeMembers).values({ storeId, userId, role: 'owner' });
  });
  return true;
}
