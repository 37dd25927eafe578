import type { LedgerEntry, LoginResult, Payout, PayoutAccount, User } from '@souqna/contracts';

export const ORDER_ID = '0190a000-0000-7000-8000-00000000b001';
const STORE_ID = '0190a4a2-7c1e-7d2a-9b1e-1a2b3c4d5e6f';

const owner: User = {
  userId: '0190a4a2-7c1e-7d2a-9b1e-1a2b3c4d5e60',
  name: 'أحمد التاجر',
  email: 'demo@store.test',
  phone: '+966501234567',
  avatar: null,
  role: 'owner',
  storeId: STORE_ID,
};

/** A signed-in member of the store, the owner unless said, of a verified store unless said. */
export const sessionOf = ({ role = 'owner', verified = true }: { role?: User['role']; verified?: boolean } = {}) =>
  ({
    user: { ...owner, role },
    accessToken: 'a',
    refreshToken: 'r',
    domain: 'al-amal',
    isStoreVerified: verified,
    stage: {
      stageId: STORE_ID.replace(/f$/, '1'),
      storeId: STORE_ID,
      isStoreData: true,
      isServiceChannel: true,
      isDomain: true,
      isCategories: true,
      isWarehouse: true,
      isIdentityVerified: verified,
    },
  }) as LoginResult;

export const BALANCE = { currency: 'SAR', available: 1250.5, pending: 300, onHold: 200, total: 1550.5 };

export const entry = (n: number, more: Partial<LedgerEntry>): LedgerEntry => ({
  entryId: `0190a000-0000-7000-8000-0000000c00${String(n).padStart(2, '0')}`,
  type: 'order_payment',
  amount: 100,
  currency: 'SAR',
  orderId: null,
  orderNumber: null,
  payoutId: null,
  note: null,
  createdAt: '2026-11-26T11:05:00.000Z',
  availableAt: '2026-11-26T11:05:00.000Z',
  ...more,
});

export const ENTRIES: LedgerEntry[] = [
  // A card payment that settles in two days (far ahead, so it is pending whenever the test runs).
  entry(1, { orderId: ORDER_ID, orderNumber: 1500, amount: 960, availableAt: '2099-01-02T09:00:00.000Z' }),
  entry(2, { type: 'withdrawal', amount: -200, note: 'سحب نهاية الأسبوع', createdAt: '2026-11-25T08:00:00.000Z' }),
];

export const OWN: PayoutAccount = {
  accountId: '0190a000-0000-7000-8000-0000000d0001',
  own: true,
  holderName: 'مؤسسة الأمل التجارية',
  bankName: 'مصرف الراجحي',
  ibanLast4: '7519',
  createdAt: '2026-11-01T08:00:00.000Z',
};
export const SUPPLIER: PayoutAccount = {
  ...OWN,
  accountId: '0190a000-0000-7000-8000-0000000d0002',
  own: false,
  holderName: 'مصنع العطور الحديث',
  bankName: 'البنك الأهلي',
  ibanLast4: '0042',
};

const payout = (n: number, more: Partial<Payout>): Payout => ({
  payoutId: `0190a000-0000-7000-8000-0000000e000${n}`,
  kind: 'withdrawal',
  amount: 500,
  currency: 'SAR',
  status: 'requested',
  account: { holderName: OWN.holderName, bankName: OWN.bankName, ibanLast4: OWN.ibanLast4 },
  note: null,
  reason: null,
  reference: null,
  createdAt: '2026-11-20T08:00:00.000Z',
  decidedAt: null,
  ...more,
});

export const PAYOUTS: Payout[] = [
  payout(1, { amount: 200 }),
  payout(2, { status: 'paid', reference: 'TRX-99812', decidedAt: '2026-11-21T08:00:00.000Z' }),
  payout(3, {
    kind: 'transfer',
    status: 'refused',
    reason: 'رقم الآيبان لا يطابق اسم المستفيد',
    account: { holderName: SUPPLIER.holderName, bankName: SUPPLIER.bankName, ibanLast4: SUPPLIER.ibanLast4 },
    decidedAt: '2026-11-22T08:00:00.000Z',
  }),
];
