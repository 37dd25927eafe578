import { SHIPPING_OPTIONS, type ShippingOption, type ShippingOptionId } from '@souqna/contracts';

/** How each built-in option reads to a merchant (spec §9's shipping copy). */
const WORDS: Record<ShippingOptionId, Pick<ShippingOption, 'nameAr' | 'nameEn' | 'deliveryAr' | 'deliveryEn'>> = {
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

/** `GET /store/shipping-provider/merchant`: the built-in options, fees in major units of the store's currency. */
export const shippingOptions = (): ShippingOption[] =>
  SHIPPING_OPTIONS.map((o) => ({ shippingProviderId: o.id, ...WORDS[o.id], fee: o.fee, freeFrom: o.freeFrom }));
