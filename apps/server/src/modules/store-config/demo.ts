import { DEFAULT_THEME_ID, StoreConfig, storeThemeOf } from '@souqna/contracts';
import type { Tx } from '../../db/client.ts';
import { updateStore } from '../stores/store-row.ts';
import { storeConfigs } from './tables.ts';

/** The demo store's style and settings: an Arabic perfume shop in SAR whose prices include VAT. */
export async function seedDemoConfig(tx: Tx, storeId: string): Promise<void> {
  const document = StoreConfig.parse({
    info: {
      keywords: ['عطور', 'بخور', 'عود', 'هدايا'],
      contact: 'نسعد بخدمتكم يوميًا من 9 صباحًا حتى 11 مساءً',
      theme: storeThemeOf(DEFAULT_THEME_ID),
    },
    currency: 'SAR',
    contact: { email: 'info@al-amal.example', phone: '+966501234567', whatsapp: '+966501234567' },
    homepage: {
      hero: {
        type: 'slider',
        content: 'عطور شرقية وهدايا فاخرة تصلكم أينما كنتم',
        contentArray: [
          { title: 'عروض العيد', subtitle: 'خصم حتى 30% على العطور الشرقية', image: null, link: '/offers' },
          { title: 'وصل حديثًا', subtitle: 'تشكيلة البخور والعود الجديدة', image: null, link: '/new' },
        ],
        catigories: [],
        ProductsHome: [],
      },
      banner: {
        title: 'عطور الأمل الفاخرة',
        subtitle: 'روائح تدوم وهدايا تليق بمن تحب',
        buttonText: 'تسوّق الآن',
        buttonLink: '/products',
        mainImage: null,
        extraImages: [null, null, null],
      },
    },
    footer: {
      title: 'Al Amal Store',
      titleAr: 'متجر الأمل',
      links: [
        { label: 'About us', labelAr: 'من نحن', href: '/about' },
        { label: 'Contact us', labelAr: 'تواصل معنا', href: '/contact' },
        { label: 'Shipping and delivery', labelAr: 'الشحن والتوصيل', href: '/shipping' },
        { label: 'Returns policy', labelAr: 'سياسة الاستبدال والاسترجاع', href: '/returns' },
      ],
    },
    social: {
      facebook: 'https://www.facebook.com/alamal.store',
      twitter: 'https://x.com/alamal_store',
      instagram: 'https://www.instagram.com/alamal.store',
      youtube: '',
      tiktok: 'https://www.tiktok.com/@alamal.store',
      snapchat: 'https://www.snapchat.com/add/alamal.store',
      whatsapp: 'https://wa.me/966501234567',
    },
    seo: {
      titleTemplate: '%s | متجر الأمل',
      defaultDescription: 'متجر الأمل للعطور الشرقية والبخور والهدايا الفاخرة، مع توصيل سريع داخل المملكة.',
      defaultKeywords: ['عطور', 'بخور', 'عود', 'هدايا', 'متجر الأمل'],
      structuredData: true,
    },
    analytics: { webAnalyticsId: '', socialPixelId: '' },
  });
  await updateStore(tx, storeId, {
    currency: 'SAR',
    timeZone: 'Asia/Riyadh',
    pricesIncludeTax: true,
    digitStyle: 'latin',
    // ZATCA's sample VAT number: the demo's invoices are simplified tax invoices with their QR code.
    vatNumber: '310122393500003',
    senderName: 'متجر الأمل',
    senderEmail: 'info@al-amal.example',
  });
  await tx
    .insert(storeConfigs)
    .values({ storeId, document })
    .onConflictDoUpdate({ target: storeConfigs.storeId, set: { document } });
}
