import { count, eq } from 'drizzle-orm';
import { ServiceChannelsInput, WarehouseInput } from '@souqna/contracts';
import type { Db } from '../db/client.ts';
import { storeCategories, storeChannels, storeMembers, storeVerifications, stores, users, warehouses } from '../db/schema.ts';
import { systemClock } from '../platform/clock.ts';
import { uuidv7 } from '../platform/ids.ts';
import type { StoreContext } from '../platform/store-context.ts';
import type { UploadStorage } from '../platform/uploads/storage.ts';
import { hashPassword } from '../modules/accounts/passwords.ts';
import { seedDemoCarts } from '../modules/carts/cart-demo.ts';
import { seedDemoCatalogueTaxonomy } from '../modules/catalogue/demo.ts';
import { seedDemoProducts } from '../modules/catalogue/product-demo.ts';
import { seedDemoConfig } from '../modules/store-config/demo.ts';
import { invoicePlanGiven } from '../modules/store-config/plan.service.ts';
import { seedDemoCoupons } from '../modules/coupons/coupon-demo.ts';
import { seedDemoCustomers } from '../modules/customers/customer-demo.ts';
import { seedDemoNotifications } from '../modules/notifications/notification-demo.ts';
import { seedDemoOrders } from '../modules/orders/order-demo.ts';
import { seedDemoTaxes } from '../modules/taxes/tax-demo.ts';
import { PLATFORM_CATEGORIES } from '../modules/store/category-catalogue.ts';
import { choose } from '../modules/store/category.service.ts';
import { saveChannels } from '../modules/store/onboarding.service.ts';
import * as branches from '../modules/store/warehouse.service.ts';

export const DEMO_LOGIN = { email: 'demo@store.test', password: 'Demo@12345' } as const;

const category = (slug: string) => {
  const found = PLATFORM_CATEGORIES.flatMap((c) => [c, ...(c.children ?? [])]).find((c) => c.slug === slug);
  if (!found) throw new Error(`demo: no platform category ${slug}`);
  return found.id;
};

/**
 * The demo store of a first run: a verified merchant with an Arabic store and its catalogue (product
 * pictures go to `storage`, like uploads), its customers, coupons, VAT and a year of orders.
 */
export async function seedDemo(db: Db, storage: UploadStorage): Promise<boolean> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_LOGIN.email));
  let created = false;
  let userId = existing?.id;
  if (!userId) {
    userId = uuidv7();
    await createDemoMerchant(db, userId);
    created = true;
  }
  const [member] = await db.select({ storeId: storeMembers.storeId }).from(storeMembers).where(eq(storeMembers.userId, userId));
  if (member) await fillDemoStore(db, { id: member.storeId, userId }, storage);
  return created;
}

async function createDemoMerchant(db: Db, userId: string) {
  const passwordHash = await hashPassword(DEMO_LOGIN.password);
  await db.transaction(async (tx) => {
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
    await seedDemoConfig(tx, storeId);
  });
}

/**
 * The onboarding answers of متجر الأمل, each part added only when the store lacks it (so a data folder
 * made before a part existed gets it too). They go through the same services and rules as a merchant's.
 */
async function fillDemoStore(db: Db, store: { id: string; userId: string }, storage: UploadStorage) {
  const now = systemClock;
  const context: StoreContext = {
    ...store,
    role: 'owner',
    lang: 'ar',
    transaction: (work) => db.transaction(work),
    read: (work) => work(db),
  };
  const has = async (table: typeof storeCategories | typeof storeChannels | typeof warehouses | typeof storeVerifications) => {
    const [{ n }] = (await db.select({ n: count() }).from(table).where(eq(table.storeId, store.id))) as [{ n: number }];
    return n > 0;
  };

  if (!(await has(storeCategories))) {
    const slugs = ['perfumes-oud', 'perfumes', 'oud-oils', 'bakhoor-incense', 'gifts', 'gift-boxes', 'ramadan-eid'];
    await choose(context, { categoryIds: slugs.map(category) }, { now });
  }

  if (!(await has(storeChannels))) {
    const channels = ServiceChannelsInput.parse({
      channels: [
        { type: 'mobile', value: '+966501234567', isServiceChannel: true, isActive: true },
        { type: 'landline', value: '0114620000', isServiceChannel: true, isActive: true },
        { type: 'email', value: 'care@al-amal.store', isServiceChannel: true, isActive: true },
        { type: 'link', value: 'https://wa.me/966501234567', isServiceChannel: true, isActive: true },
      ],
    });
    await saveChannels(context, channels, { now });
  }

  if (!(await has(warehouses))) {
    await branches.create(
      context,
      WarehouseInput.parse({
        name: 'الفرع الرئيسي - العليا',
        type: 'store',
        addressDescription: 'طريق العليا العام، مقابل برج الفيصلية، الرياض',
        preparationTimeHours: 24,
        closestReadinessTime: '10:00',
        street: 'طريق العليا العام',
        buildingNumber: '7812',
        secondaryNumber: '2456',
        postalCode: '12212',
        countryId: 'SA',
        cityId: 'SA-riyadh',
        regionId: 'SA-riyadh-olaya',
        isOpen: true,
        codAvailable: true,
        codFee: 15,
        supportsPickup: true,
        isMain: true,
        latitude: 24.6905,
        longitude: 46.6853,
        contacts: [
          { type: 'mobile', value: '+966501234567' },
          { type: 'email', value: 'olaya@al-amal.store' },
        ],
      }),
      { now },
    );
    await branches.create(
      context,
      WarehouseInput.parse({
        name: 'مستودع جدة',
        type: 'warehouse',
        addressDescription: 'المنطقة الصناعية الثالثة، جنوب جدة',
        preparationTimeHours: 48,
        closestReadinessTime: '12:00',
        street: 'شارع الصناعية الثالث',
        buildingNumber: '4120',
        postalCode: '22436',
        countryId: 'SA',
        cityId: 'SA-jeddah',
        isOpen: true,
        codAvailable: false,
        codFee: 0,
        supportsPickup: false,
        latitude: 21.4225,
        longitude: 39.2268,
        contacts: [{ type: 'landline', value: '0126380000' }],
      }),
      { now },
    );
  }

  await seedDemoCatalogueTaxonomy(db, context);
  await seedDemoProducts(db, context, storage);

  // Sales: VAT, coupons, customers, a year of orders and a few open carts, and people waiting for sold-out products.
  const people = await db.transaction(async (tx) => {
    await seedDemoTaxes(tx, store.id);
    await seedDemoCoupons(tx, store.id);
    await seedDemoNotifications(tx, store.id);
    return seedDemoCustomers(tx, store.id);
  });
  await seedDemoOrders(db, store, people, (tx, made) => seedDemoCarts(tx, store, people, made));
  // The store is premium: its billing page has the month's invoice to download, as a merchant's who chose it.
  await db.transaction((tx) => invoicePlanGiven(tx, store.id, store.userId, now()));

  if (!(await has(storeVerifications))) {
    const at = now();
    await db.insert(storeVerifications).values({
      id: uuidv7(),
      storeId: store.id,
      submittedBy: store.userId,
      identityNumber: '1023456789',
      birthDate: '1985-03-12',
      // Private upload paths, as a real submission stores them; the demo has no files behind them.
      frontImage: `/images/private/${store.id}/${uuidv7()}.webp`,
      backImage: `/images/private/${store.id}/${uuidv7()}.webp`,
      selfieImage: `/images/private/${store.id}/${uuidv7()}.webp`,
      bankStatement: `/images/private/${store.id}/${uuidv7()}.webp`,
      termsAcceptedAt: at,
      lang: 'ar',
      status: 'approved',
      reviewedAt: at,
      submittedAt: at,
    });
  }
}
