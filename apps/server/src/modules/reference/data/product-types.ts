import type { ProductType } from '@souqna/contracts';

/** What a merchant sells; `requiresShipping` is where a new product's shipping switch starts. */
export const PRODUCT_TYPE_ROWS: readonly ProductType[] = [
  { id: 'physical', nameAr: 'منتج ملموس', nameEn: 'Physical product', requiresShipping: true },
  { id: 'digital', nameAr: 'منتج رقمي', nameEn: 'Digital product', requiresShipping: false },
  { id: 'service', nameAr: 'خدمة', nameEn: 'Service', requiresShipping: false },
  { id: 'food', nameAr: 'أطعمة ومشروبات', nameEn: 'Food and drinks', requiresShipping: true },
  { id: 'donation', nameAr: 'تبرع', nameEn: 'Donation', requiresShipping: false },
];
