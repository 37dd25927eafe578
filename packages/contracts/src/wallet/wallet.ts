import { z } from 'zod';
import { calendarDate } from '../coupons/coupon.ts';
import { XLSX_CONTENT_TYPE } from '../catalogue/product-import.ts';
import { endpoint } from '../platform/endpoint.ts';
import { FileAnswer } from '../platform/file-answer.ts';
import { ListQuery } from '../platform/list.ts';
import { optionalText, requiredText } from '../platform/fields.ts';
import { iban } from '../payments/payment-provider.ts';
import { LANGUAGES } from '../i18n/plural.ts';

/**
 * The store's wallet (spec §7 "Wallet", docs/product-rules.md "Wallet"): the sum of one append-only
 * ledger of its money in minor units. Each entry is one of these types; money out of the store is
 * negative. A payout returned (refused by the operator) is a new entry, never a change.
 */
export const LEDGER_ENTRY_TYPES = [
  'order_payment',
  'order_refund',
  'provider_fee',
  'withdrawal',
  'transfer',
  'payout_returned',
  'adjustment',
] as const;
export type LedgerEntryType = (typeof LEDGER_ENTRY_TYPES)[number];

/** What each type is called on the transactions page and in its export. */
export const LEDGER_ENTRY_TYPE_NAMES: Record<LedgerEntryType, { ar: string; en: string }> = {
  order_payment: { ar: 'دفعة طلب', en: 'Order payment' },
  order_refund: { ar: 'استرداد طلب', en: 'Order refund' },
  provider_fee: { ar: 'رسوم بوابة الدفع', en: 'Payment provider fee' },
  withdrawal: { ar: 'سحب رصيد', en: 'Withdrawal' },
  transfer: { ar: 'تحويل رصيد', en: 'Transfer' },
  payout_returned: { ar: 'إعادة مبلغ مرفوض', en: 'Refused payout returned' },
  adjustment: { ar: 'تسوية', en: 'Adjustment' },
};

/** The columns of the transactions export, in order. */
export const TRANSACTION_FILE_COLUMNS = [
  { key: 'createdAt', ar: 'التاريخ', en: 'Date', kind: 'text', width: 22 },
  { key: 'type', ar: 'النوع', en: 'Type', kind: 'text', width: 24 },
  { key: 'amount', ar: 'المبلغ', en: 'Amount', kind: 'number' },
  { key: 'currency', ar: 'العملة', en: 'Currency', kind: 'text', width: 10 },
  { key: 'orderNumber', ar: 'رقم الطلب', en: 'Order number', kind: 'number' },
  { key: 'note', ar: 'ملاحظة', en: 'Note', kind: 'text', width: 40 },
  { key: 'availableAt', ar: 'متاح للسحب في', en: 'Available from', kind: 'text', width: 22 },
  { key: 'entryId', ar: 'رقم القيد', en: 'Entry id', kind: 'text', width: 38 },
] as const;
export type TransactionFileColumn = (typeof TRANSACTION_FILE_COLUMNS)[number]['key'];

/** Days a card provider's payment stays pending before it can be paid out (docs/product-rules.md "Wallet"). */
export const CARD_SETTLEMENT_DAYS = 2;
export const PAYOUT_STATUSES = ['requested', 'paid', 'refused'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
export const PAYOUT_KINDS = ['withdrawal', 'transfer'] as const;
export type PayoutKind = (typeof PAYOUT_KINDS)[number];
/** The most a payout may ask for, in major units (a bound on input, not a business limit). */
export const PAYOUT_AMOUNT_MAX = 1e9;
export const PAYOUT_ACCOUNTS_MAX = 20;
export const WALLET_NOTE_MAX = 200;

/** `GET /wallet/balance`, in the store's currency. `available + pending` is the sum of every entry. */
export const WalletBalance = z.object({
  currency: z.string(),
  /** What can be paid out now (payouts asked are already taken from it). */
  available: z.number(),
  /** Card payments the provider has not settled yet. */
  pending: z.number(),
  /** Payouts asked and waiting for the operator. */
  onHold: z.number(),
  total: z.number(),
});
export type WalletBalance = z.infer<typeof WalletBalance>;

/** `GET /wallet/balance-history`: the balance at the end of each day of the range (store time zone). */
export const BalanceHistory = z.object({
  currency: z.string(),
  days: z.array(z.object({ date: z.string(), balance: z.number(), change: z.number() })),
});
export type BalanceHistory = z.infer<typeof BalanceHistory>;

export const LedgerEntry = z.object({
  entryId: z.uuid(),
  type: z.enum(LEDGER_ENTRY_TYPES),
  amount: z.number(),
  currency: z.string(),
  orderId: z.uuid().nullable(),
  orderNumber: z.number().int().nullable(),
  payoutId: z.uuid().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
  /** When it can be paid out (later than `createdAt` for a card payment). */
  availableAt: z.string(),
});
export type LedgerEntry = z.infer<typeof LedgerEntry>;

const amountBound = () => z.number().min(0).max(PAYOUT_AMOUNT_MAX);

/** The transactions page's filters: type, the store's calendar days, amount (absolute) and order number. */
const filterFields = {
  type: z.enum(LEDGER_ENTRY_TYPES).optional(),
  startDate: calendarDate().optional(),
  endDate: calendarDate().optional(),
  amountMin: z.coerce.number().pipe(amountBound()).optional(),
  amountMax: z.coerce.number().pipe(amountBound()).optional(),
  orderNumber: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
};
type FilterValues = { startDate?: string; endDate?: string; amountMin?: number; amountMax?: number };
const filterChecked = (f: FilterValues, ctx: z.RefinementCtx) => {
  if (f.startDate && f.endDate && f.endDate < f.startDate)
    ctx.addIssue({ code: 'custom', message: 'range_reversed', path: ['endDate'], input: f.endDate });
  if (f.amountMin != null && f.amountMax != null && f.amountMin > f.amountMax)
    ctx.addIssue({ code: 'custom', message: 'range_reversed', path: ['amountMax'], input: f.amountMax });
};
export const TransactionsQuery = ListQuery.extend(filterFields).superRefine(filterChecked);
export type TransactionsQuery = z.output<typeof TransactionsQuery>;
export type TransactionsFilter = Omit<TransactionsQuery, 'page' | 'pageSize'>;
const ExportQuery = z.strictObject({ format: z.enum(['csv', 'xlsx']), ...filterFields }).superRefine(filterChecked);

/** Where a payout goes: the store's own account (withdrawals) or a beneficiary of its (transfers). */
export const PayoutAccount = z.object({
  accountId: z.uuid(),
  own: z.boolean(),
  holderName: z.string(),
  bankName: z.string(),
  /** Only the last four characters: the whole IBAN is the operator's to read. */
  ibanLast4: z.string(),
  createdAt: z.string(),
});
export type PayoutAccount = z.infer<typeof PayoutAccount>;

export const PayoutAccountInput = z.strictObject({
  holderName: requiredText({ max: 120 }),
  bankName: requiredText({ max: 80 }),
  iban: iban(),
});
export type PayoutAccountInput = z.input<typeof PayoutAccountInput>;

export const Payout = z.object({
  payoutId: z.uuid(),
  kind: z.enum(PAYOUT_KINDS),
  amount: z.number(),
  currency: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  account: PayoutAccount.pick({ holderName: true, bankName: true, ibanLast4: true }),
  note: z.string().nullable(),
  /** The operator's reason for a refusal, or the bank's reference of a paid one. */
  reason: z.string().nullable(),
  reference: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Payout = z.infer<typeof Payout>;

/** A positive amount; its minor digits are checked against the store's currency by the server. */
const payoutFields = {
  amount: z.number().positive().max(PAYOUT_AMOUNT_MAX),
  /** The client's id of this request: the same key sent again answers the payout it made (no second one). */
  idempotencyKey: z.uuid(),
  note: optionalText({ max: WALLET_NOTE_MAX }),
};
export const WithdrawInput = z.strictObject(payoutFields);
export type WithdrawInput = z.input<typeof WithdrawInput>;
export const TransferInput = z.strictObject({ ...payoutFields, accountId: z.uuid() });
export type TransferInput = z.input<typeof TransferInput>;

const BalanceRange = z.strictObject({ startDate: calendarDate(), endDate: calendarDate() }).superRefine((r, ctx) => {
  if (r.endDate < r.startDate) ctx.addIssue({ code: 'custom', message: 'range_reversed', path: ['endDate'], input: r.endDate });
  else if ((Date.parse(r.endDate) - Date.parse(r.startDate)) / 86_400_000 > 366)
    ctx.addIssue({ code: 'custom', message: 'range_too_long', path: ['endDate'], input: r.endDate });
});

/**
 * `GET /wallet/invoices`: the platform's invoices to the store, one per change to a paid plan, for
 * its first month (docs/product-rules.md "Plans"); in the platform's currency, VAT on top.
 */
export const WalletInvoice = z.object({
  invoiceId: z.uuid(),
  /** The platform's sequence, with no gaps. */
  number: z.number().int(),
  plan: z.enum(['free', 'standard', 'premium']),
  periodStart: z.string(),
  periodEnd: z.string(),
  amount: z.number(),
  vat: z.number(),
  total: z.number(),
  currency: z.string(),
  issuedAt: z.string(),
});
export type WalletInvoice = z.infer<typeof WalletInvoice>;

const AccountParams = z.strictObject({ id: z.uuid() });
const InvoiceParams = z.strictObject({ invoiceId: z.uuid() });
/** The invoice's PDF in `lang`, the request's language unless given. */
export const InvoicePdfQuery = z.strictObject({ lang: z.enum(LANGUAGES).optional() });

/** The wallet: read by the admin role; money leaves (payouts, their accounts) by the owner's hand. */
export const walletEndpoints = {
  balance: endpoint({ method: 'GET', path: '/wallet/balance', data: WalletBalance }),
  history: endpoint({ method: 'GET', path: '/wallet/balance-history', query: BalanceRange, data: BalanceHistory }),
  transactions: endpoint({
    method: 'GET',
    path: '/wallet/transactions',
    query: TransactionsQuery,
    data: LedgerEntry,
    list: true,
  }),
  exportTransactions: endpoint({
    method: 'GET',
    path: '/wallet/transactions/export',
    query: ExportQuery,
    data: FileAnswer,
    download: ['text/csv', XLSX_CONTENT_TYPE],
  }),
  invoices: endpoint({ method: 'GET', path: '/wallet/invoices', query: ListQuery, data: WalletInvoice, list: true }),
  invoicePdf: endpoint({
    method: 'GET',
    path: '/wallet/invoices/:invoiceId/pdf',
    params: InvoiceParams,
    query: InvoicePdfQuery,
    data: FileAnswer,
    download: ['application/pdf'],
  }),
  payouts: endpoint({ method: 'GET', path: '/wallet/payouts', query: ListQuery, data: Payout, list: true }),
  withdraw: endpoint({ method: 'POST', path: '/wallet/withdraw', body: WithdrawInput, data: Payout, status: [201, 200] }),
  transfer: endpoint({ method: 'POST', path: '/wallet/transfer', body: TransferInput, data: Payout, status: [201, 200] }),
  accounts: endpoint({ method: 'GET', path: '/wallet/accounts', data: z.array(PayoutAccount) }),
  saveOwnAccount: endpoint({ method: 'PUT', path: '/wallet/accounts/own', body: PayoutAccountInput, data: PayoutAccount }),
  addBeneficiary: endpoint({
    method: 'POST',
    path: '/wallet/accounts',
    body: PayoutAccountInput,
    data: PayoutAccount,
    status: 201,
  }),
  removeBeneficiary: endpoint({ method: 'DELETE', path: '/wallet/accounts/:id', params: AccountParams, data: z.null() }),
};
