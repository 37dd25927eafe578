import type { ShippingOption, ShippingOptionId } from '@souqna/contracts';

/** How each built-in option reads to a merchant (spec §9's shipping copy). */
export const SHIPPING_WORDS: Record<ShippingOptionId, Pick<ShippingOption, 'nameAr' | 'nameEn' | 'deliveryAr' | 'deliveryEn'>> = {
  standard: {
    nameAr: 'الشحن العادي',
    nameEn: 'Standard shipping',
    deliveryAr: 'من 2 إلى 5 أيام عمل',
    deliveryEn: '2 to 5 business days',
  },
  express: { nameAr: 'الشحن السريع', nameEn: 'Express shipping', deliveryAr: 'في اليوم نفسه', deliveryEn: 'Same day' },
  pickup: {
    nameAr: 'الاستلام من الفرع',
    nameEn: 'Pickup from the branch',
    deliveryAr: 'خلال ساعة',
    deliveryEn: 'Within an hour',
  },
};
