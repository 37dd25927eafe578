import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { platformCategories } from './tables.ts';

export interface CatalogueEntry {
  id: string;
  slug: string;
  nameAr: string;
  nameEn: string;
  children?: CatalogueEntry[];
}

/**
 * What Gulf and Yemeni merchants sell, main categories with their sub-categories. The ids are fixed
 * forever (stores reference them); names may be reworded here and are synced at start-up.
 */
export const PLATFORM_CATEGORIES: CatalogueEntry[] = [
  {
    id: 'a210636a-3eab-4d04-8343-2e52e129f5c2',
    slug: 'fashion',
    nameAr: 'أزياء وملابس',
    nameEn: 'Fashion & clothing',
    children: [
      { id: 'b6190268-4153-4c65-ae0c-206b2dbd09c4', slug: 'mens-clothing', nameAr: 'ملابس رجالية', nameEn: "Men's clothing" },
      { id: '928b9113-aea8-4c92-bb39-dd7f163fb2aa', slug: 'womens-clothing', nameAr: 'ملابس نسائية', nameEn: "Women's clothing" },
      { id: '41ebfc13-c785-4d23-aee6-b0526077bafe', slug: 'abayas', nameAr: 'عبايات وجلابيات', nameEn: 'Abayas & jalabiyas' },
      { id: '1b77e9c0-4d9d-4320-8958-ff1f021dccfb', slug: 'thobes-shemagh', nameAr: 'ثياب وأشمغة', nameEn: 'Thobes & shemaghs' },
      { id: '75be8526-a82a-4293-94c7-2847d623793b', slug: 'kids-clothing', nameAr: 'ملابس أطفال', nameEn: "Children's clothing" },
      { id: 'ea33ed53-617e-4c57-a71d-535969469054', slug: 'shoes', nameAr: 'أحذية', nameEn: 'Shoes' },
      {
        id: '3365f628-4119-44ff-b5a6-1ed16429cbe5',
        slug: 'bags-accessories',
        nameAr: 'حقائب وإكسسوارات',
        nameEn: 'Bags & accessories',
      },
      {
        id: '5f4834f3-16c3-488f-8d39-71f4b74c011e',
        slug: 'watches-jewellery',
        nameAr: 'ساعات ومجوهرات',
        nameEn: 'Watches & jewellery',
      },
    ],
  },
  {
    id: 'e94f0990-768b-4ddf-8372-b815f8e77a9d',
    slug: 'perfumes-oud',
    nameAr: 'العطور والعود',
    nameEn: 'Perfumes & oud',
    children: [
      { id: '23a20f3a-fbb9-423f-94ee-9f86136c26d3', slug: 'perfumes', nameAr: 'عطور', nameEn: 'Perfumes' },
      { id: 'dfb239b9-89f7-430d-a0bc-f2e77b3c34a6', slug: 'oud-oils', nameAr: 'دهن العود', nameEn: 'Oud oils' },
      { id: '060af112-25fb-4af1-b3f1-ca6ac5670f4c', slug: 'bakhoor-incense', nameAr: 'بخور ومعمول', nameEn: 'Bakhoor & incense' },
      {
        id: 'c33a47bc-5efa-4580-abc1-c3863c7bca66',
        slug: 'musk-floral',
        nameAr: 'مسك وعطور زهرية',
        nameEn: 'Musk & floral scents',
      },
      { id: 'bf712c5a-0ee0-4f99-8788-9730dfb8f020', slug: 'home-fragrance', nameAr: 'معطرات المنزل', nameEn: 'Home fragrances' },
      {
        id: '55735582-86f3-4535-90e5-720ee689b5b0',
        slug: 'perfume-sets',
        nameAr: 'أطقم عطور وهدايا',
        nameEn: 'Perfume gift sets',
      },
    ],
  },
  {
    id: 'b72fd1a2-12c2-4a56-b0f6-ffdf8aec2595',
    slug: 'electronics',
    nameAr: 'إلكترونيات',
    nameEn: 'Electronics',
    children: [
      { id: '5b018a76-75af-46e4-ad56-b6044c8f0919', slug: 'mobile-phones', nameAr: 'جوالات', nameEn: 'Mobile phones' },
      {
        id: 'e8da7254-5165-4635-b6b9-ac40a517cc80',
        slug: 'phone-accessories',
        nameAr: 'إكسسوارات الجوال',
        nameEn: 'Phone accessories',
      },
      {
        id: 'd056ec82-d371-45f5-9848-9b623ba9c60a',
        slug: 'computers',
        nameAr: 'حواسيب ولابتوبات',
        nameEn: 'Computers & laptops',
      },
      { id: '7d08a805-5fd0-4554-a9a4-fb4aeb2d1162', slug: 'audio', nameAr: 'سماعات وصوتيات', nameEn: 'Audio & headphones' },
      { id: 'ae8b2009-6f92-4301-8044-bc116f5a6210', slug: 'smart-home', nameAr: 'المنزل الذكي', nameEn: 'Smart home' },
      { id: '5e975352-e151-4206-8b26-b01ee9ca7ee2', slug: 'gaming', nameAr: 'ألعاب إلكترونية', nameEn: 'Gaming' },
      { id: '22bffa66-bfae-4b5c-ae9c-5c5eecf2b645', slug: 'cameras', nameAr: 'كاميرات', nameEn: 'Cameras' },
      {
        id: '41c666d5-0ae8-4da8-9e99-1d4a66d2d10a',
        slug: 'solar-power',
        nameAr: 'طاقة شمسية وبطاريات',
        nameEn: 'Solar power & batteries',
      },
    ],
  },
  {
    id: '329f4e26-63de-4b03-9f75-28fe573f35f1',
    slug: 'groceries',
    nameAr: 'مواد غذائية',
    nameEn: 'Groceries & food',
    children: [
      { id: 'f28a36f7-4716-48dd-8358-81d92e6397e6', slug: 'dates', nameAr: 'تمور', nameEn: 'Dates' },
      {
        id: '22345390-8d0d-4a1a-9ab0-b394ea134dc9',
        slug: 'coffee-tea',
        nameAr: 'قهوة عربية وشاي',
        nameEn: 'Arabic coffee & tea',
      },
      { id: '4efdfd41-e685-4765-aa62-ce072834763b', slug: 'honey', nameAr: 'عسل', nameEn: 'Honey' },
      { id: 'd8723bd3-363a-401b-b9ed-dd735331012e', slug: 'spices', nameAr: 'بهارات وتوابل', nameEn: 'Spices' },
      { id: '9435954d-afe9-4547-942f-1e23fa7bb7af', slug: 'sweets', nameAr: 'حلويات وشوكولاتة', nameEn: 'Sweets & chocolate' },
      { id: '1a688fdb-ea93-49d3-927d-668e0d49266d', slug: 'rice-grains', nameAr: 'أرز وحبوب', nameEn: 'Rice & grains' },
      { id: '75761bd2-fb61-4b47-8c1d-054da52065ab', slug: 'beverages', nameAr: 'مشروبات', nameEn: 'Beverages' },
      { id: '38643bf0-cfa5-49b1-8f8f-14743b877e5a', slug: 'fresh-produce', nameAr: 'خضار وفواكه', nameEn: 'Fresh produce' },
    ],
  },
  {
    id: '2d0d50ad-890e-4c76-8fd4-b559d508543e',
    slug: 'home-kitchen',
    nameAr: 'المنزل والمطبخ',
    nameEn: 'Home & kitchen',
    children: [
      { id: 'f6d99404-0200-4b38-aab2-34190a8bb521', slug: 'furniture', nameAr: 'أثاث', nameEn: 'Furniture' },
      { id: '0605a99b-583d-419c-a41e-cb388e6ec3cf', slug: 'kitchenware', nameAr: 'أدوات المطبخ', nameEn: 'Kitchenware' },
      { id: '8497fd6d-8e1b-4385-ab9e-5ccb0b1b6db8', slug: 'home-decor', nameAr: 'ديكور', nameEn: 'Home décor' },
      { id: '83236861-cd21-4c39-ab25-df7a87b2bc1e', slug: 'carpets-majlis', nameAr: 'سجاد ومجالس', nameEn: 'Carpets & majlis' },
      { id: '3b6ceac3-acb2-4e61-b25a-6cd9430667e2', slug: 'bedding', nameAr: 'مفارش ومنسوجات', nameEn: 'Bedding & textiles' },
      { id: '762149b1-4aaa-4190-a5f2-d8cd00403d41', slug: 'cleaning', nameAr: 'أدوات التنظيف', nameEn: 'Cleaning supplies' },
    ],
  },
  {
    id: '827cf703-d049-4c30-bac6-03963f840e02',
    slug: 'beauty',
    nameAr: 'الجمال والعناية',
    nameEn: 'Beauty & personal care',
    children: [
      { id: 'f01c26b1-42cb-4f23-8e1b-06fb937b140d', slug: 'skincare', nameAr: 'العناية بالبشرة', nameEn: 'Skincare' },
      { id: 'da9f6de3-a40c-4688-ac23-1442f73d4dd5', slug: 'makeup', nameAr: 'مكياج', nameEn: 'Makeup' },
      { id: 'fad21004-0f4d-4f74-900a-41d6928ff0b9', slug: 'haircare', nameAr: 'العناية بالشعر', nameEn: 'Hair care' },
      {
        id: 'a4ed9a0d-4923-4121-87aa-b3b7b7793fad',
        slug: 'henna-natural',
        nameAr: 'حناء ومنتجات طبيعية',
        nameEn: 'Henna & natural products',
      },
      { id: '22e6c05a-c9c7-4631-bb91-eb4850350284', slug: 'mens-grooming', nameAr: 'العناية بالرجل', nameEn: "Men's grooming" },
    ],
  },
  {
    id: '0a398906-84a7-4696-ac7e-b24ced2808d0',
    slug: 'kids',
    nameAr: 'الأطفال والألعاب',
    nameEn: 'Kids & toys',
    children: [
      { id: '73d18133-9522-41f2-93f2-1a84e843f3dc', slug: 'toys', nameAr: 'ألعاب', nameEn: 'Toys' },
      { id: '07ffa945-3445-4bf3-be2c-900b4273daae', slug: 'baby-care', nameAr: 'مستلزمات الرضع', nameEn: 'Baby care' },
      {
        id: '32053d70-1556-4156-a518-9b0ba8e6a422',
        slug: 'school-supplies',
        nameAr: 'مستلزمات مدرسية',
        nameEn: 'School supplies',
      },
      { id: '53dc2e1f-88fa-43dc-a7b0-898194b26031', slug: 'kids-furniture', nameAr: 'أثاث الأطفال', nameEn: "Kids' furniture" },
    ],
  },
  {
    id: '2b0b2bd9-1b80-4ce6-b8c4-0622271b3826',
    slug: 'gifts',
    nameAr: 'الهدايا والمناسبات',
    nameEn: 'Gifts & occasions',
    children: [
      { id: '3c53ef23-6aa5-40e6-af5e-751402991627', slug: 'gift-boxes', nameAr: 'صناديق هدايا', nameEn: 'Gift boxes' },
      { id: '9afc0faa-be3a-49f3-a7aa-473991062d45', slug: 'flowers', nameAr: 'ورود وتنسيقات', nameEn: 'Flowers & arrangements' },
      { id: 'c8f675d8-7d53-43c8-8d29-a8bb24a7156c', slug: 'ramadan-eid', nameAr: 'رمضان والعيد', nameEn: 'Ramadan & Eid' },
      { id: '6568a4d6-ffad-41de-a175-088a430f5099', slug: 'weddings', nameAr: 'مستلزمات الأعراس', nameEn: 'Wedding supplies' },
      {
        id: 'e383ae56-fd60-4010-a6b7-5417e27951a3',
        slug: 'cards-wrapping',
        nameAr: 'بطاقات وتغليف',
        nameEn: 'Cards & gift wrapping',
      },
    ],
  },
  {
    id: '29b04ba1-13b1-423c-b9f7-80251808a17f',
    slug: 'books-stationery',
    nameAr: 'الكتب والقرطاسية',
    nameEn: 'Books & stationery',
    children: [
      { id: '43569016-ba20-4a62-8a64-1e258ff6335f', slug: 'arabic-books', nameAr: 'كتب عربية', nameEn: 'Arabic books' },
      {
        id: '42b936e8-1645-4167-b4f3-e40475f018a3',
        slug: 'islamic-books',
        nameAr: 'مصاحف وكتب إسلامية',
        nameEn: "Qur'an & Islamic books",
      },
      {
        id: '58a6fc8e-eebd-46ce-8101-eb118e276b2b',
        slug: 'educational-books',
        nameAr: 'كتب تعليمية',
        nameEn: 'Educational books',
      },
      { id: '02a2a6ce-f738-433c-8e98-1a687aab0b8d', slug: 'stationery', nameAr: 'قرطاسية', nameEn: 'Stationery' },
      {
        id: '2dc66f18-0c48-4167-9469-a0e769d569ae',
        slug: 'office-supplies',
        nameAr: 'مستلزمات مكتبية',
        nameEn: 'Office supplies',
      },
    ],
  },
  {
    id: '7db6d1d1-a497-4659-9b1d-cd8c5c86663f',
    slug: 'services',
    nameAr: 'الخدمات',
    nameEn: 'Services',
    children: [
      {
        id: '98e7a66c-6169-402a-a0d9-2c8c74846fc9',
        slug: 'design-printing',
        nameAr: 'تصميم وطباعة',
        nameEn: 'Design & printing',
      },
      { id: '9e6a11dc-602f-4c00-81f2-593450b14efd', slug: 'courses', nameAr: 'دورات وتدريب', nameEn: 'Courses & training' },
      { id: '0f606098-f21f-415e-b77f-0c8866829bc8', slug: 'maintenance', nameAr: 'صيانة', nameEn: 'Maintenance' },
      { id: '151636b5-a337-42b9-8790-2c8fe7cbaede', slug: 'consulting', nameAr: 'استشارات', nameEn: 'Consulting' },
      { id: 'd5cbe5a5-a3b8-4c76-a1b1-68f00a18d45b', slug: 'events', nameAr: 'تنظيم مناسبات', nameEn: 'Event planning' },
      {
        id: '81262061-fa8d-493e-aa25-1d06e21e00f4',
        slug: 'digital-products',
        nameAr: 'منتجات رقمية واشتراكات',
        nameEn: 'Digital products & subscriptions',
      },
    ],
  },
];

/** Upserts the catalogue (parents first): a start-up step, so every database has it whatever its migrations. */
export async function syncPlatformCategories(db: Db): Promise<void> {
  const rows = PLATFORM_CATEGORIES.flatMap((main, i) => [
    { id: main.id, parentId: null, slug: main.slug, nameAr: main.nameAr, nameEn: main.nameEn, position: i + 1 },
    ...(main.children ?? []).map((sub, j) => ({
      id: sub.id,
      parentId: main.id,
      slug: sub.slug,
      nameAr: sub.nameAr,
      nameEn: sub.nameEn,
      position: j + 1,
    })),
  ]);
  await db
    .insert(platformCategories)
    .values(rows)
    .onConflictDoUpdate({
      target: platformCategories.id,
      set: {
        parentId: sql`excluded.parent_id`,
        slug: sql`excluded.slug`,
        nameAr: sql`excluded.name_ar`,
        nameEn: sql`excluded.name_en`,
        position: sql`excluded.position`,
      },
    });
}
