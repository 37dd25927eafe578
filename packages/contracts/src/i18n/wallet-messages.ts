import type { Message } from './messages.ts';

/** What the server says of the wallet (docs/product-rules.md "Wallet"); part of `serverMessages`. */
export const walletMessages = {
  'wallet.payoutAsked': {
    ar: 'تم استلام طلبك، سيُراجع ويُحوَّل المبلغ خلال يومي عمل',
    en: 'Request received; it will be reviewed and paid within two working days',
  },
  'wallet.noOwnAccount': {
    ar: 'أضف حساب متجرك البنكي (الآيبان) أولاً لتتمكن من السحب',
    en: "Add your store's bank account (IBAN) first to withdraw",
  },
  'wallet.tooManyAccounts': {
    ar: 'وصلت إلى الحد الأقصى للحسابات المستفيدة (20)',
    en: 'You have reached the most beneficiaries (20)',
  },
  'wallet.accountSaved': { ar: 'تم حفظ الحساب البنكي', en: 'Bank account saved' },
  'wallet.accountRemoved': { ar: 'تم حذف الحساب المستفيد', en: 'Beneficiary removed' },
  'wallet.payoutDecided': { ar: 'تم البت في هذا الطلب مسبقًا ({status})', en: 'This payout was already decided ({status})' },
} satisfies Record<string, Message>;
