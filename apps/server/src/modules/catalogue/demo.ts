import { count, eq } from 'drizzle-orm';
import { BrandInput, CategoryInput, UnitInput } from '@souqna/contracts';
import type { Db } from '../../db/client.ts';
import type { StoreContext } from '../../platform/store-context.ts';
import * as brandService from './brand.service.ts';
import * as categoryService from './category.service.ts';
import * as unitService from './unit.service.ts';
import { brands, categories, units } from './tables.ts';

interface DemoCategory {
  name: string;
  nameEn: string;
  description?: string;
  children?: DemoCategory[];
}

/** The shelves of an Arabic perfume shop, two levels deep. */
const DEMO_CATEGORIES: DemoCategory[] = [
  {
    name: 'عطور',
    nameEn: 'Perfumes',
    description: 'عطور رجالية ونسائية وشرقية من أشهر دور العطور الخليجية',
    children: [
      { name: 'عطور رجالية', nameEn: "Men's perfumes" },
      { name: 'عطور نسائية', nameEn: "Women's perfumes" },
      { name: 'عطور شرقية', nameEn: 'Oriental perfumes', description: 'عود وعنبر ومسك بتركيبات شرقية أصيلة' },
      { name: 'عطور للجنسين', nameEn: 'Unisex perfumes' },
    ],
  },
  {
    name: 'بخور وعود',
    nameEn: 'Incense and oud',
    description: 'عود طبيعي ودهن عود ومعمول وبخور معطر',
    children: [
      { name: 'دهن العود', nameEn: 'Oud oil' },
      { name: 'عود طبيعي', nameEn: 'Natural agarwood' },
      { name: 'بخور معطر', nameEn: 'Scented bakhoor' },
    ],
  },
  {
    name: 'هدايا',
    nameEn: 'Gifts',
    children: [
      { name: 'بوكسات الهدايا', nameEn: 'Gift boxes' },
      { name: 'هدايا رمضان والعيد', nameEn: 'Ramadan and Eid gifts' },
    ],
  },
  {
    name: 'العناية الشخصية',
    nameEn: 'Personal care',
    children: [
      { name: 'معطرات الجسم', nameEn: 'Body mists' },
      { name: 'معطرات الشعر', nameEn: 'Hair mists' },
    ],
  },
  {
    name: 'مباخر وإكسسوارات',
    nameEn: 'Burners and accessories',
    children: [
      { name: 'مباخر كهربائية', nameEn: 'Electric burners' },
      { name: 'مباخر تقليدية', nameEn: 'Traditional burners' },
    ],
  },
];

/** Fictional Gulf perfume houses (their links are `.example`, which never resolves). */
const DEMO_BRANDS = [
  {
    name: 'دار العود',
    originCountry: 'السعودية',
    website: 'https://dar-aloud.example',
    description: 'عود كمبودي وهندي معتّق وخلطات شرقية فاخرة',
  },
  {
    name: 'بيت البخور',
    originCountry: 'الإمارات',
    website: 'https://bait-albakhoor.example',
    description: 'بخور ومعمول يدوي بوصفات إماراتية',
  },
  { name: 'أنفاس الخليج', originCountry: 'الكويت', website: 'https://anfas-alkhaleej.example' },
  { name: 'مسك الأمراء', originCountry: 'السعودية', description: 'مسك أبيض وطهارة ودهن مسك' },
  {
    name: 'ورد الطائف',
    originCountry: 'السعودية',
    website: 'https://taif-rose.example',
    description: 'ماء ورد ودهن ورد طائفي من مزارع الهدا',
  },
  { name: 'عنبر عُمان', originCountry: 'عُمان', description: 'لبان ظفاري وعنبر وبخور عُماني' },
  { name: 'لمسة نجد', originCountry: 'السعودية' },
  { name: 'عطور سبأ', originCountry: 'اليمن', website: 'https://saba-perfumes.example', description: 'عطور يمنية وبخور عدني' },
  { name: 'Desert Rose', originCountry: 'الإمارات', website: 'https://desertrose.example' },
];

const DEMO_UNITS = [
  { name: 'قطعة' },
  { name: 'علبة' },
  { name: 'زجاجة' },
  { name: 'تولة' },
  { name: 'كيلوغرام', symbol: 'كغ' },
  { name: 'غرام', symbol: 'غ' },
  { name: 'مل', symbol: 'مل' },
];

async function addCategories(store: StoreContext, list: DemoCategory[], parentCategoryId: string | null) {
  for (const { children, ...fields } of list) {
    const created = await categoryService.create(store, CategoryInput.parse({ ...fields, parentCategoryId }));
    if (children) await addCategories(store, children, created.categoryId);
  }
}

/**
 * The demo store's categories, brands and units, each part added only when the store has none of it
 * (a data folder made before a part existed gets it too), through the same services and rules as a merchant's.
 */
export async function seedDemoCatalogueTaxonomy(db: Db, store: StoreContext): Promise<void> {
  const has = async (table: typeof categories | typeof brands | typeof units) => {
    const [{ n }] = (await db.select({ n: count() }).from(table).where(eq(table.storeId, store.id))) as [{ n: number }];
    return n > 0;
  };
  if (!(await has(categories))) await addCategories(store, DEMO_CATEGORIES, null);
  if (!(await has(brands))) for (const brand of DEMO_BRANDS) await brandService.create(store, BrandInput.parse(brand));
  if (!(await has(units))) for (const unit of DEMO_UNITS) await unitService.create(store, UnitInput.parse(unit));
}
