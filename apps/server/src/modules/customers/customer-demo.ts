import { and, asc, desc, eq } from 'drizzle-orm';
import { CustomerInput, phoneSearchForms } from '@souqna/contracts';
import type { Tx } from '../../db/client.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { searchKeyOf } from '../catalogue/search-key.ts';
import { customerSearchText } from './customer.service.ts';
import { customerAddresses, customers } from './tables.ts';

/** A demo customer as the lead's demo orders need them: who, and where their orders go by default. */
export interface DemoCustomer {
  customerId: string;
  fullName: string;
  addressId: string | null;
}

type Country = 'SA' | 'YE';

/** A city with its districts and the coordinates of its centre. */
interface City {
  name: string;
  lat: number;
  lng: number;
  districts: string[];
  streets: string[];
}

const CITIES: Record<Country, City[]> = {
  SA: [
    {
      name: 'الرياض',
      lat: 24.7136,
      lng: 46.6753,
      districts: ['العليا', 'الملقا', 'النخيل'],
      streets: ['طريق الملك فهد', 'شارع التحلية', 'طريق أنس بن مالك'],
    },
    {
      name: 'جدة',
      lat: 21.5433,
      lng: 39.1728,
      districts: ['الروضة', 'الحمراء', 'السلامة'],
      streets: ['شارع فلسطين', 'طريق المدينة', 'شارع صاري'],
    },
    {
      name: 'مكة المكرمة',
      lat: 21.3891,
      lng: 39.8579,
      districts: ['العزيزية', 'الشوقية', 'النسيم'],
      streets: ['شارع الحج', 'طريق الملك عبدالله'],
    },
    {
      name: 'المدينة المنورة',
      lat: 24.4672,
      lng: 39.6112,
      districts: ['قباء', 'العزيزية', 'الخالدية'],
      streets: ['طريق قباء', 'شارع سلطانة'],
    },
    {
      name: 'الدمام',
      lat: 26.4207,
      lng: 50.0888,
      districts: ['الشاطئ', 'الفيصلية', 'الريان'],
      streets: ['طريق الخليج', 'شارع الأمير محمد بن فهد'],
    },
  ],
  YE: [
    {
      name: 'صنعاء',
      lat: 15.3694,
      lng: 44.191,
      districts: ['حدة', 'الأصبحي', 'التحرير'],
      streets: ['شارع الزبيري', 'شارع حدة', 'شارع الستين'],
    },
    {
      name: 'عدن',
      lat: 12.7855,
      lng: 45.0187,
      districts: ['كريتر', 'المعلا', 'خور مكسر'],
      streets: ['شارع الملكة أروى', 'شارع مدرم'],
    },
    {
      name: 'تعز',
      lat: 13.5795,
      lng: 44.0209,
      districts: ['الحوبان', 'المظفر', 'القاهرة'],
      streets: ['شارع جمال', 'شارع التحرير'],
    },
    {
      name: 'المكلا',
      lat: 14.5425,
      lng: 49.1242,
      districts: ['فوه', 'الديس', 'الشرج'],
      streets: ['شارع الكورنيش', 'شارع المكلا العام'],
    },
    { name: 'إب', lat: 13.9667, lng: 44.1833, districts: ['المشنة', 'الظهار', 'السبل'], streets: ['شارع العدين', 'شارع تعز'] },
  ],
};

/** First name, family name, the e-mail's name, and the country. */
const PEOPLE: [string, string, string, Country][] = [
  ['عبدالله', 'القحطاني', 'abdullah.alqahtani', 'SA'],
  ['نورة', 'العتيبي', 'noura.alotaibi', 'SA'],
  ['محمد', 'الشهري', 'mohammed.alshehri', 'SA'],
  ['سارة', 'الدوسري', 'sara.aldosari', 'SA'],
  ['فهد', 'الحربي', 'fahad.alharbi', 'SA'],
  ['ريم', 'الزهراني', 'reem.alzahrani', 'SA'],
  ['خالد', 'الغامدي', 'khalid.alghamdi', 'SA'],
  ['هيفاء', 'المطيري', 'haifa.almutairi', 'SA'],
  ['سلطان', 'العنزي', 'sultan.alanazi', 'SA'],
  ['لمى', 'السبيعي', 'lama.alsubaie', 'SA'],
  ['عبدالرحمن', 'الشمري', 'abdulrahman.alshammari', 'SA'],
  ['منيرة', 'القرشي', 'munira.alqurashi', 'SA'],
  ['تركي', 'البقمي', 'turki.albuqami', 'SA'],
  ['جواهر', 'الحارثي', 'jawaher.alharthi', 'SA'],
  ['ماجد', 'الجهني', 'majed.aljuhani', 'SA'],
  ['أمل', 'الرشيدي', 'amal.alrashidi', 'SA'],
  ['بندر', 'العمري', 'bandar.alomari', 'SA'],
  ['دانة', 'الخالدي', 'dana.alkhalidi', 'SA'],
  ['يزيد', 'السهلي', 'yazeed.alsahli', 'SA'],
  ['شهد', 'المالكي', 'shahad.almalki', 'SA'],
  ['نايف', 'الأحمدي', 'naif.alahmadi', 'SA'],
  ['غادة', 'باعشن', 'ghada.baashen', 'SA'],
  ['عمر', 'بخاري', 'omar.bukhari', 'SA'],
  ['رهف', 'الفيفي', 'rahaf.alfaifi', 'SA'],
  ['أحمد', 'الحداد', 'ahmed.alhaddad', 'YE'],
  ['فاطمة', 'العولقي', 'fatima.alawlaqi', 'YE'],
  ['علي', 'باوزير', 'ali.bawazir', 'YE'],
  ['مريم', 'الأهدل', 'maryam.alahdal', 'YE'],
  ['صالح', 'العمودي', 'saleh.alamoudi', 'YE'],
  ['أسماء', 'الصبري', 'asma.alsabri', 'YE'],
  ['عبدالملك', 'الحميري', 'abdulmalik.alhimyari', 'YE'],
  ['هدى', 'باشراحيل', 'huda.basharahil', 'YE'],
  ['ياسر', 'المقطري', 'yasser.almaqtari', 'YE'],
  ['أروى', 'الشرعبي', 'arwa.alsharabi', 'YE'],
  ['حسين', 'الكبسي', 'hussein.alkibsi', 'YE'],
  ['بلقيس', 'الإرياني', 'balqees.aleryani', 'YE'],
  ['وليد', 'باحميد', 'waleed.bahamid', 'YE'],
  ['سمية', 'العبسي', 'sumaya.alabsi', 'YE'],
  ['إبراهيم', 'الجنيد', 'ibrahim.aljunaid', 'YE'],
  ['رغد', 'السقاف', 'raghad.alsaqqaf', 'YE'],
];

const MAIL_DOMAINS = ['gmail.com', 'hotmail.com', 'outlook.sa', 'yahoo.com'];
const SA_MOBILE = ['50', '53', '54', '55', '56', '59'];
const YE_MOBILE = ['77', '73', '71', '70'];

/** A mobile number of the country, the same on every run. */
function phoneOf(country: Country, i: number): string {
  const rest = String(1_234_567 + i * 104_729).slice(-7);
  return country === 'SA' ? `+966${SA_MOBILE[i % SA_MOBILE.length]}${rest}` : `+967${YE_MOBILE[i % YE_MOBILE.length]}${rest}`;
}

const near = (centre: number, i: number, k: number) => Number((centre + (((i * k) % 41) - 20) * 0.0015).toFixed(6));

function addressOf(country: Country, i: number, n: number, localPhone: string) {
  const cities = CITIES[country];
  const city = cities[(i + n * 2) % cities.length]!;
  const district = city.districts[(i + n) % city.districts.length]!;
  const street = city.streets[(i * 3 + n) % city.streets.length]!;
  return {
    country,
    city: city.name,
    region: district,
    streetAddress1: `${street}، حي ${district}`,
    streetAddress2: n === 1 ? 'مبنى العمل، الدور الثاني' : i % 4 === 0 ? `عمارة ${10 + i}، شقة ${1 + (i % 9)}` : null,
    postalCode: country === 'SA' ? String(11_000 + ((i * 397) % 9_000)) : null,
    phone: localPhone,
    latitude: near(city.lat, i + n, 7),
    longitude: near(city.lng, i + n, 11),
  };
}

async function existingDemo(tx: Tx, storeId: string): Promise<DemoCustomer[]> {
  const rows = await tx
    .select({ customerId: customers.id, first: customers.firstName, last: customers.lastName, addressId: customerAddresses.id })
    .from(customers)
    .leftJoin(customerAddresses, and(eq(customerAddresses.customerId, customers.id), eq(customerAddresses.isDefault, true)))
    .where(eq(customers.storeId, storeId))
    .orderBy(desc(customers.createdAt), asc(customers.id))
    .limit(200);
  return rows.map((r) => ({ customerId: r.customerId, fullName: `${r.first} ${r.last}`, addressId: r.addressId }));
}

/**
 * Forty Saudi and Yemeni customers with one or two addresses each (every third has a second one),
 * added only when the store has no customer; answers the store's customers with their default
 * address either way, for the demo orders.
 */
export async function seedDemoCustomers(tx: Tx, storeId: string): Promise<DemoCustomer[]> {
  const [any] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.storeId, storeId)).limit(1);
  if (any) return existingDemo(tx, storeId);
  const now = Date.now();
  const seeded: DemoCustomer[] = [];
  for (const [i, [firstName, lastName, mail, country]] of PEOPLE.entries()) {
    const input = CustomerInput.parse({
      firstName,
      lastName,
      phone: phoneOf(country, i),
      email: `${mail}@${MAIL_DOMAINS[i % MAIL_DOMAINS.length]}`,
    });
    const searchText = customerSearchText(input);
    const customerId = uuidv7();
    // Oldest first, about four days apart, so the list reads like months of trade.
    const createdAt = new Date(now - (PEOPLE.length - i) * 4.3 * 86_400_000);
    await tx.insert(customers).values({
      id: customerId,
      storeId,
      ...input,
      avatar: null,
      searchText,
      searchKey: searchKeyOf(searchText),
      createdAt,
      updatedAt: createdAt,
    });
    const localPhone = phoneSearchForms(input.phone)[1]!;
    let addressId: string | null = null;
    for (let n = 0; n < (i % 3 === 0 ? 2 : 1); n += 1) {
      const id = uuidv7();
      addressId ??= id;
      await tx.insert(customerAddresses).values({
        id,
        storeId,
        customerId,
        ...addressOf(country, i, n, localPhone),
        isDefault: n === 0,
        createdAt: new Date(createdAt.getTime() + n),
      });
    }
    seeded.push({ customerId, fullName: `${firstName} ${lastName}`, addressId });
  }
  return seeded;
}
