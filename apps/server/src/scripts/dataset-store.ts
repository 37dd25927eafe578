import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { normalizeArabic } from '@souqna/contracts';
import type { Db } from '../db/client.ts';
import { brands, categories, storeMembers, stores, users, warehouses } from '../db/schema.ts';
import { uuidv7 } from '../platform/ids.ts';
import { hashPassword } from '../modules/accounts/passwords.ts';
import { BRANDS, CATEGORY_TREE } from './dataset-words.ts';

export const BENCH_LOGIN = { email: 'bench@store.test', password: 'Bench@12345' } as const;

export interface BenchStore {
  storeId: string;
  userId: string;
  mainWarehouseId: string;
  otherWarehouseId: string;
  /** The sub-categories products are filed under. */
  leafCategoryIds: string[];
  brandIds: string[];
}

const warehouse = (storeId: string, isMain: boolean) => ({
  id: uuidv7(),
  storeId,
  name: isMain ? 'المستودع الرئيسي - الرياض' : 'مستودع جدة',
  type: isMain ? ('store' as const) : ('warehouse' as const),
  addressDescription: isMain ? 'طريق الملك فهد، الرياض' : 'المنطقة الصناعية الثالثة، جدة',
  preparationTimeHours: 24,
  closestReadinessTime: '10:00',
  street: isMain ? 'طريق الملك فهد' : 'شارع الصناعية الثالث',
  countryId: 'SA',
  cityId: isMain ? 'SA-riyadh' : 'SA-jeddah',
  isOpen: true,
  codAvailable: isMain,
  codFee: 0,
  supportsPickup: isMain,
  isMain,
});

/** The benchmark merchant and store, created the first time and completed (plan, taxonomy, warehouses) every time. */
export async function ensureBenchStore(db: Db): Promise<BenchStore> {
  let [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, BENCH_LOGIN.email));
  if (!user) {
    const userId = uuidv7();
    const passwordHash = await hashPassword(BENCH_LOGIN.password);
    await db.transaction(async (tx) => {
      const storeId = uuidv7();
      await tx.insert(users).values({
        id: userId,
        name: 'تاجر القياس',
        email: BENCH_LOGIN.email,
        phone: '+966500000000',
        passwordHash,
        emailVerifiedAt: new Date(),
      });
      await tx.insert(stores).values({
        id: storeId,
        stageId: uuidv7(),
        name: 'متجر القياس',
        entityType: 'business',
        description: 'متجر لقياس الأداء بمئة ألف منتج',
        domain: `bench-${storeId.slice(-8)}`,
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
    user = { id: userId };
  }
  const [member] = await db.select({ storeId: storeMembers.storeId }).from(storeMembers).where(eq(storeMembers.userId, user.id));
  if (!member) throw new Error(`${BENCH_LOGIN.email} has no store`);
  const storeId = member.storeId;
  await db.update(stores).set({ plan: 'premium', status: 'active' }).where(eq(stores.id, storeId));

  const found = await db
    .select({ id: warehouses.id, isMain: warehouses.isMain })
    .from(warehouses)
    .where(eq(warehouses.storeId, storeId))
    .orderBy(asc(warehouses.createdAt));
  if (!found.some((w) => w.isMain)) found.push(...(await db.insert(warehouses).values(warehouse(storeId, true)).returning()));
  if (!found.some((w) => !w.isMain)) found.push(...(await db.insert(warehouses).values(warehouse(storeId, false)).returning()));

  if (!(await db.select({ id: categories.id }).from(categories).where(eq(categories.storeId, storeId)).limit(1)).length) {
    for (const [position, root] of CATEGORY_TREE.entries()) {
      const rootId = uuidv7();
      await db.insert(categories).values({ id: rootId, storeId, name: root.name, nameEn: root.nameEn, position });
      await db
        .insert(categories)
        .values(
          root.children.map(([name, nameEn], i) => ({ id: uuidv7(), storeId, parentId: rootId, name, nameEn, position: i })),
        );
    }
  }
  const leaves = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.storeId, storeId), isNotNull(categories.parentId)))
    .orderBy(asc(categories.id));

  if (!(await db.select({ id: brands.id }).from(brands).where(eq(brands.storeId, storeId)).limit(1)).length)
    await db.insert(brands).values(
      BRANDS.map(([name, originCountry]) => ({
        id: uuidv7(),
        storeId,
        name,
        searchName: normalizeArabic(name),
        originCountry,
      })),
    );
  const brandRows = await db.select({ id: brands.id }).from(brands).where(eq(brands.storeId, storeId)).orderBy(asc(brands.id));

  return {
    storeId,
    userId: user.id,
    mainWarehouseId: found.find((w) => w.isMain)!.id,
    otherWarehouseId: found.find((w) => !w.isMain)!.id,
    leafCategoryIds: leaves.map((c) => c.id),
    brandIds: brandRows.map((b) => b.id),
  };
}
