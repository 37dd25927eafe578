import { count, eq } from 'drizzle-orm';
import { ProductInput } from '@souqna/contracts';
import type { Db } from '../../db/client.ts';
import type { StoreContext } from '../../platform/store-context.ts';
import type { UploadStorage } from '../../platform/uploads/storage.ts';
import { branchIdsByAge } from '../store/store-read.ts';
import { drawDemoPicture, type DemoPicture, type DemoShape } from './product-demo-images.ts';
import { products } from './product-tables.ts';
import * as productService from './product.service.ts';
import { brands, categories, units } from './tables.ts';

type Options = 'size' | 'colour' | 'sizeAndColour' | 'weight';

/** One demo product, in short: its stock is [main branch, Jeddah warehouse] (per variant when it has options). */
interface DemoProduct {
  ar: string;
  en: string;
  category: string;
  brand?: string;
  unit: string;
  price: number;
  salePrice?: number;
  stock: [number, number];
  alert?: number;
  hidden?: boolean;
  infinite?: boolean;
  options?: Options;
  /** Picture shapes; each product's colours come from its palette. */
  shapes: DemoShape[];
  palette: [string, string];
  description: string;
}

const OPTIONS: Record<Options, { name: string; type: 'text' | 'color'; values: { label: string; color?: string }[] }[]> = {
  size: [{ name: 'الحجم', type: 'text', values: [{ label: '50 مل' }, { label: '100 مل' }] }],
  colour: [
    {
      name: 'اللون',
      type: 'color',
      values: [
        { label: 'ذهبي', color: '#c9a227' },
        { label: 'أسود', color: '#1f1f1f' },
        { label: 'فضي', color: '#b8b8b8' },
      ],
    },
  ],
  sizeAndColour: [
    { name: 'الحجم', type: 'text', values: [{ label: '30 مل' }, { label: '100 مل' }] },
    {
      name: 'لون العلبة',
      type: 'color',
      values: [
        { label: 'عنابي', color: '#6d1a36' },
        { label: 'كحلي', color: '#1b2a4a' },
      ],
    },
  ],
  weight: [{ name: 'الوزن', type: 'text', values: [{ label: '250 غرام' }, { label: '500 غرام' }, { label: '1 كيلو' }] }],
};

const PALETTES: Record<string, [string, string]> = {
  gold: ['#f4e7c8', '#8a6418'],
  oud: ['#ead9c6', '#5b3a1e'],
  rose: ['#f8dde3', '#a23b5a'],
  musk: ['#eef0f2', '#6b7b8c'],
  green: ['#e3efe1', '#3e6b3a'],
  night: ['#dcdff0', '#2d335e'],
};

/**
 * متجر الأمل's shelves: perfumes, oud, incense, gifts (dates and coffee among them), care and burners.
 * One product a line: Arabic name | English name | category | brand (- none) | unit | price |
 * compare-at price | stock in the main branch,Jeddah | alert quantity | hidden or infinite | options |
 * picture shapes | palette | description.
 */
const TABLE = `
عطر الأمير الأسود | Black Prince | عطور رجالية | لمسة نجد | زجاجة | 320 | 380 | 14,9 | - | - | size | bottle,box | night | <p>عطر رجالي خشبي بلمسات <b>الجلد والعنبر</b>.</p><ul><li>ثبات يصل إلى 12 ساعة</li><li>مناسب للمساء</li></ul>
عطر فارس الصحراء | Desert Knight | عطور رجالية | Desert Rose | زجاجة | 245 | - | 20,12 | - | - | - | bottle | gold | <p>نفحات الهيل والزعفران على قاعدة من خشب الصندل.</p>
عطر نجد الكلاسيكي | Najd Classic | عطور رجالية | لمسة نجد | زجاجة | 185 | - | 2,1 | 5 | - | - | bottle,box | oud | <p>عطر يومي هادئ بالفيتيفر والليمون.</p>
عطر زهرة الخزامى | Lavender Bloom | عطور نسائية | أنفاس الخليج | زجاجة | 210 | 260 | 18,7 | - | - | size | bottle,jar | rose | <p>باقة زهرية من <b>الخزامى والياسمين</b> مع مسك ناعم.</p>
عطر لؤلؤة الخليج | Gulf Pearl | عطور نسائية | أنفاس الخليج | زجاجة | 295 | - | 9,6 | - | - | colour | bottle,box,jar | musk | <p>عطر نسائي فاخر بنوتات البودرة والورد الأبيض.</p>
عطر ورد الطائف الملكي | Royal Taif Rose | عطور نسائية | ورد الطائف | زجاجة | 350 | - | 0,0 | - | - | - | bottle | rose | <p>ورد طائفي مقطّر من مزارع الهدا، إصدار محدود.</p>
عطر سحر الشرق | Oriental Charm | عطور شرقية | دار العود | زجاجة | 420 | 480 | 11,8 | - | - | sizeAndColour | bottle,box | oud | <p>عود وعنبر ومسك بتركيبة شرقية أصيلة.</p><ul><li>تركيز عالٍ</li><li>علبة هدايا فاخرة</li></ul>
عطر عنبر الليل | Night Amber | عطور شرقية | عنبر عُمان | زجاجة | 275 | - | 16,10 | - | - | - | bottle,jar | night | <p>عنبر دافئ مع الفانيلا واللبان العُماني.</p>
عطر مسك الزعفران | Saffron Musk | عطور شرقية | مسك الأمراء | زجاجة | 230 | - | 3,0 | 4 | - | - | bottle | gold | <p>زعفران إيراني فاخر على قاعدة من المسك الأبيض.</p>
عطر نسيم البحر | Sea Breeze | عطور للجنسين | Desert Rose | زجاجة | 160 | - | 25,15 | - | - | - | bottle | musk | <p>عطر منعش للصيف بالحمضيات والنعناع.</p>
عطر خشب الصندل | Sandalwood | عطور للجنسين | عطور سبأ | زجاجة | 199 | - | 12,4 | - | - | size | bottle,box | oud | <p>صندل ميسوري مع لمسة من الهيل.</p>
عطر تجريبي قيد التطوير | Test blend | عطور للجنسين | لمسة نجد | زجاجة | 99 | - | 5,0 | - | hidden | - | bottle | green | <p>تركيبة قيد التجربة، لا تظهر في المتجر بعد.</p>
دهن عود كمبودي معتّق | Aged Cambodian oud oil | دهن العود | دار العود | تولة | 650 | - | 6,3 | 2 | - | size | jar,box | oud | <p>دهن عود كمبودي معتّق <b>عشر سنوات</b>، رائحة عميقة وثبات استثنائي.</p>
دهن عود هندي | Indian oud oil | دهن العود | دار العود | تولة | 480 | - | 4,2 | - | - | - | jar | oud | <p>دهن عود هندي آسامي بنفحة حيوانية دافئة.</p>
دهن ورد طائفي | Taif rose oil | دهن العود | ورد الطائف | تولة | 390 | - | 0,0 | - | - | - | jar,box | rose | <p>دهن ورد طائفي صافٍ، يُجهَّز في موسم القطاف.</p>
عود كمبودي طبيعي | Natural Cambodian agarwood | عود طبيعي | دار العود | غرام | 95 | - | 120,60 | - | - | weight | burner,box | oud | <p>قطع عود طبيعي للتبخير، دخان نظيف ورائحة تدوم.</p>
عود مروكي | Merauke agarwood | عود طبيعي | بيت البخور | غرام | 70 | - | 80,40 | - | - | - | burner | oud | <p>عود إندونيسي بسعر مناسب للاستخدام اليومي.</p>
بخور معمول ملكي | Royal mamoul bakhoor | بخور معطر | بيت البخور | علبة | 85 | 110 | 30,20 | - | - | - | burner,box,jar | gold | <p>معمول يدوي بدهن العود والورد والمسك.</p>
بخور عدني | Adeni bakhoor | بخور معطر | عطور سبأ | علبة | 60 | - | 1,2 | 5 | - | - | burner | green | <p>بخور عدني تقليدي بوصفة يمنية قديمة.</p>
لبان ظفاري حوجري | Hojari frankincense | بخور معطر | عنبر عُمان | كيلوغرام | 140 | - | 15,10 | - | - | weight | jar,burner | musk | <p>لبان حوجري من ظفار، أجود أنواع اللبان العُماني.</p>
بوكس هدايا العود | Oud gift box | بوكسات الهدايا | دار العود | علبة | 550 | 640 | 8,5 | - | - | colour | box,bottle | gold | <p>عطر ودهن عود وبخور في علبة فاخرة مع بطاقة إهداء.</p>
بوكس الورد والمسك | Rose and musk box | بوكسات الهدايا | ورد الطائف | علبة | 310 | - | 10,0 | - | - | - | box | rose | <p>ماء ورد ودهن مسك ومعطر مفارش.</p>
بوكس عطري مخصص | Custom perfume box | بوكسات الهدايا | - | علبة | 450 | - | 0,0 | - | infinite | - | box,jar | night | <p>اختر ثلاثة عطور ونغلّفها باسم من تهديه، يُجهَّز عند الطلب.</p>
تمر سكري فاخر | Premium Sukkari dates | هدايا رمضان والعيد | - | علبة | 75 | - | 40,25 | - | - | weight | jar,box | gold | <p>تمر سكري مفتل من القصيم في علبة هدايا.</p>
تمر مجدول محشو | Stuffed Medjool dates | هدايا رمضان والعيد | - | علبة | 120 | - | 4,1 | 6 | - | - | box | oud | <p>مجدول محشو باللوز والفستق، مثالي لضيافة العيد.</p>
قهوة سعودية بالهيل | Saudi coffee with cardamom | هدايا رمضان والعيد | - | كيلوغرام | 95 | - | 30,18 | - | - | weight | jar | green | <p>قهوة خولاني شقراء محمصة مع هيل وزعفران.</p>
دلة قهوة نحاسية | Copper coffee pot | هدايا رمضان والعيد | - | قطعة | 180 | - | 7,0 | - | hidden | - | jar | gold | <p>دلة نحاسية مطلية، تعود قريبًا.</p>
معطر جسم المسك الأبيض | White musk body mist | معطرات الجسم | مسك الأمراء | زجاجة | 65 | - | 50,30 | - | - | size | bottle | musk | <p>معطر جسم خفيف بالمسك الأبيض، للاستخدام اليومي.</p>
معطر جسم الفانيلا | Vanilla body mist | معطرات الجسم | أنفاس الخليج | زجاجة | 55 | - | 0,0 | - | - | - | bottle | rose | <p>فانيلا دافئة مع لمسة من جوز الهند.</p>
معطر شعر بالعود | Oud hair mist | معطرات الشعر | دار العود | زجاجة | 89 | - | 22,11 | - | - | - | bottle,jar | oud | <p>معطر شعر خالٍ من الكحول بدهن العود.</p>
مبخرة كهربائية ذكية | Smart electric burner | مباخر كهربائية | - | قطعة | 260 | 299 | 9,6 | - | - | colour | burner,box | night | <p>مبخرة تعمل بالشحن مع ثلاث درجات حرارة.</p><ul><li>شحن USB-C</li><li>تعمل 4 ساعات</li></ul>
مبخرة سيارة | Car burner | مباخر كهربائية | - | قطعة | 120 | - | 2,0 | 3 | - | - | burner | musk | <p>مبخرة صغيرة تعمل من شاحن السيارة.</p>
مبخرة خشبية مطعمة | Inlaid wooden burner | مباخر تقليدية | - | قطعة | 150 | - | 6,4 | - | - | - | burner,box | oud | <p>مبخرة من خشب الساج مطعّمة بالنحاس، صناعة يدوية.</p>
مبخرة فخارية | Clay burner | مباخر تقليدية | - | قطعة | 45 | - | 35,20 | - | - | - | burner | green | <p>مبخرة فخار تقليدية ملوّنة.</p>
`;

const orNone = (v: string) => (v === '-' ? undefined : v);

export const DEMO_PRODUCTS: DemoProduct[] = TABLE.trim()
  .split('\n')
  .map((line) => {
    const [ar, en, category, brand, unit, price, sale, stock, alert, flag, options, shapes, palette, description] = line
      .split(' | ')
      .map((c) => c.trim()) as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    const [main, second] = stock.split(',').map(Number) as [number, number];
    return {
      ar,
      en,
      category,
      brand: orNone(brand),
      unit,
      price: Number(price),
      salePrice: orNone(sale) ? Number(sale) : undefined,
      stock: [main, second],
      alert: orNone(alert) ? Number(alert) : undefined,
      hidden: flag === 'hidden' || undefined,
      infinite: flag === 'infinite' || undefined,
      options: orNone(options) as Options | undefined,
      shapes: shapes.split(',') as DemoShape[],
      palette: PALETTES[palette]!,
      description,
    };
  });

/** Stock of variant `i` of a product: spread from the product's figures so variants differ. */
const variantStock = ([main, second]: [number, number], i: number, n: number): [number, number] => [
  Math.max(0, Math.round((main * (i + 1)) / n) - i),
  Math.max(0, Math.round((second * (n - i)) / n) - 1),
];

/**
 * The demo store's products, added only when it has none, through the same service and rules as a
 * merchant's: pictures drawn and stored like uploads, options and variants, stock in its two branches.
 */
export async function seedDemoProducts(db: Db, store: StoreContext, storage: UploadStorage): Promise<void> {
  const [{ n }] = (await db.select({ n: count() }).from(products).where(eq(products.storeId, store.id))) as [{ n: number }];
  if (n > 0) return;
  const idsBy = async (table: typeof categories | typeof brands | typeof units) =>
    new Map(
      (await db.select({ id: table.id, name: table.name }).from(table).where(eq(table.storeId, store.id))).map((r) => [
        r.name,
        r.id,
      ]),
    );
  const [categoryIds, brandIds, unitIds] = [await idsBy(categories), await idsBy(brands), await idsBy(units)];
  const branches = await branchIdsByAge(db, store.id);
  const [main, second] = [branches[0], branches[1] ?? branches[0]];
  const stockOf = ([a, b]: [number, number]) =>
    main && second
      ? [{ warehouseId: main, quantity: a }, ...(second !== main ? [{ warehouseId: second, quantity: b }] : [])]
      : [];

  const pictures = await Promise.all(
    DEMO_PRODUCTS.map((d) =>
      Promise.all(
        d.shapes.map((shape, i) => {
          const picture: DemoPicture = { shape, background: d.palette[0], ink: i === 0 ? d.palette[1] : `${d.palette[1]}cc` };
          return drawDemoPicture(storage, store.id, picture);
        }),
      ),
    ),
  );

  for (const [index, d] of DEMO_PRODUCTS.entries()) {
    const options = d.options ? OPTIONS[d.options] : [];
    const combinations = options.reduce<string[][]>((rows, o) => rows.flatMap((r) => o.values.map((v) => [...r, v.label])), [[]]);
    const variants = options.length
      ? combinations.map((values, i) => ({
          values,
          // The bigger size costs more: each later combination adds a quarter of the price.
          price: i === 0 ? null : Math.round(d.price * (1 + i * 0.25)),
          sku: `AML-${String(index + 1).padStart(3, '0')}-${i + 1}`,
          quantityManagement: stockOf(variantStock(d.stock, i, combinations.length)),
        }))
      : [];
    const input = ProductInput.parse({
      nameAr: d.ar,
      nameEn: d.en,
      price: d.price,
      salePrice: d.salePrice ?? null,
      costPrice: Math.round(d.price * 0.55),
      minAlertQuantity: d.alert ?? 3,
      categoryIds: [categoryIds.get(d.category)].filter(Boolean),
      brandId: d.brand ? (brandIds.get(d.brand) ?? null) : null,
      unitId: unitIds.get(d.unit) ?? null,
      productTypeId: 'physical',
      isInfinty: d.infinite ?? false,
      showInStore: !d.hidden,
      description: d.description,
      sku: `AML-${String(index + 1).padStart(3, '0')}`,
      media: pictures[index]!.map((imageUrl, i) => ({ imageUrl, altText: `${d.ar} ${i + 1}` })),
      options,
      variants,
      quantityManagement: options.length ? [] : stockOf(d.stock),
      advancedInfo: { tags: [d.category], weight: 250, weightUnit: 'g' },
    });
    await productService.create(store, input);
  }
}
