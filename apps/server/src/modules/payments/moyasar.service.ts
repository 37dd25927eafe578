import { timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { MOYASAR_KEY, type MoyasarSettings, type MoyasarSettingsInput } from '@souqna/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, invalidFields, notFound } from '../../platform/errors.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { secretHint, type SecretBox } from '../../platform/sealed-secrets.ts';
import type { StoreContext } from '../../platform/store-context.ts';
import { receiveProviderPayment } from '../orders/order-payment.service.ts';
import type { MoyasarClient } from './moyasar-client.ts';
import { paymentLinks, paymentProviderSettings } from './tables.ts';

/**
 * The store's Moyasar account (docs/product-rules.md "Payments"): its secret key (checked with
 * Moyasar before it is kept) and the webhook's secret token, both sealed (platform/sealed-secrets.ts);
 * a paid invoice's notification believed only when its token is the store's and Moyasar, asked,
 * says the payment is paid.
 */
export interface MoyasarDeps {
  client: MoyasarClient;
  box: SecretBox;
  appUrl: string;
}

/** The setting as kept: both secrets sealed. */
export interface StoredMoyasar {
  secretKey: string;
  secretKeyHint: string;
  liveMode: boolean;
  webhookSecret: string;
}

const webhookUrlOf = (appUrl: string, storeId: string) => `${appUrl}/api/v2/webhooks/moyasar/${storeId}`;

/** What an answer says of the setting: which secrets are set, never what they are. */
export const moyasarSettingsOf = (stored: StoredMoyasar | undefined, storeId: string, appUrl: string): MoyasarSettings | null =>
  stored
    ? {
        secretKeySet: true,
        secretKeyHint: stored.secretKeyHint,
        liveMode: stored.liveMode,
        webhookSecretSet: true,
        webhookUrl: webhookUrlOf(appUrl, storeId),
      }
    : null;

const moyasarRow = async (db: Db | Tx, storeId: string) =>
  (
    await db
      .select()
      .from(paymentProviderSettings)
      .where(and(eq(paymentProviderSettings.storeId, storeId), eq(paymentProviderSettings.provider, 'moyasar')))
  )[0];

/** The store's setting as kept (its secrets still sealed), or undefined. */
export async function storedMoyasar(
  db: Db | Tx,
  storeId: string,
): Promise<{ enabled: boolean; stored: StoredMoyasar } | undefined> {
  const row = await moyasarRow(db, storeId);
  return row ? { enabled: row.enabled, stored: row.settings as unknown as StoredMoyasar } : undefined;
}

/**
 * `PUT /store/payment-provider/moyasar`: keeps the key Moyasar accepts (400 on the field when it
 * refuses it) and the webhook's token, and enables Moyasar. The first time, both are needed.
 */
export async function saveMoyasar(store: StoreContext, deps: MoyasarDeps, input: MoyasarSettingsInput): Promise<StoredMoyasar> {
  const had = (await store.read((db) => storedMoyasar(db, store.id)))?.stored;
  const missing = [
    ...(!input.secretKey && !had ? [{ path: 'secretKey', code: 'required' }] : []),
    ...(!input.webhookSecret && !had ? [{ path: 'webhookSecret', code: 'required' }] : []),
  ];
  if (missing.length) throw invalidFields(...missing);
  if (input.secretKey && !(await deps.client.acceptsKey(input.secretKey)))
    throw invalidFields({ path: 'secretKey', code: 'moyasar_key_refused' });
  const stored: StoredMoyasar = {
    secretKey: input.secretKey ? deps.box.seal(input.secretKey) : had!.secretKey,
    secretKeyHint: input.secretKey ? secretHint(input.secretKey) : had!.secretKeyHint,
    liveMode: input.secretKey ? input.secretKey.startsWith('sk_live_') : had!.liveMode,
    webhookSecret: input.webhookSecret ? deps.box.seal(input.webhookSecret) : had!.webhookSecret,
  };
  const settings = { ...stored };
  await store.transaction((tx) =>
    tx
      .insert(paymentProviderSettings)
      .values({ id: uuidv7(), storeId: store.id, provider: 'moyasar', enabled: true, settings })
      .onConflictDoUpdate({
        target: [paymentProviderSettings.storeId, paymentProviderSettings.provider],
        set: { enabled: true, settings, updatedAt: new Date() },
      }),
  );
  return stored;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const sameText = (a: string, b: string) => {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
};

/** A notification as Moyasar sends it (only what is read of it). */
interface MoyasarNotification {
  type?: unknown;
  secret_token?: unknown;
  data?: { id?: unknown } | null;
}

/**
 * `POST /webhooks/moyasar/{storeId}`: a notification for the store's account. 404 for no such
 * store or no Moyasar setting; 400 when its token is not the store's (nothing changes). A
 * `payment_paid` pays the order of the invoice it names, once Moyasar confirms the payment is paid,
 * in the invoice's currency, for the store's own payment link.
 */
export async function handleMoyasarNotification(
  db: Db,
  deps: MoyasarDeps,
  storeId: string,
  body: MoyasarNotification,
  log: (fields: object, words: string) => void,
): Promise<void> {
  if (!UUID.test(storeId)) throw notFound();
  const setting = await storedMoyasar(db, storeId);
  if (!setting) throw notFound();
  const token = typeof body?.secret_token === 'string' ? body.secret_token : '';
  if (!token || !sameText(token, deps.box.open(setting.stored.webhookSecret))) throw new AppError('BAD_REQUEST');
  if (body.type !== 'payment_paid') return;
  const paymentId = typeof body.data?.id === 'string' ? body.data.id : '';
  if (!paymentId || paymentId.length > 100) return;
  const secretKey = deps.box.open(setting.stored.secretKey);
  if (!MOYASAR_KEY.test(secretKey)) return;
  const payment = await deps.client.payment(secretKey, paymentId);
  if (payment.status !== 'paid' || !payment.invoice_id) return;
  const [link] = await db
    .select()
    .from(paymentLinks)
    .where(
      and(
        eq(paymentLinks.provider, 'moyasar'),
        eq(paymentLinks.reference, payment.invoice_id),
        eq(paymentLinks.storeId, storeId),
      ),
    );
  if (!link) {
    log({ payment: payment.id }, 'moyasar payment for no payment link of the store');
    return;
  }
  await db.transaction((tx) =>
    receiveProviderPayment(tx, {
      storeId,
      orderId: link.orderId,
      method: 'moyasar',
      amount: payment.amount,
      fee: Number.isSafeInteger(payment.fee) && payment.fee! > 0 ? payment.fee! : 0,
      currency: payment.currency,
      reference: payment.id,
      at: new Date(),
    }),
  );
}

/**
 * Seals every Moyasar secret sealed by an older key again with the current one (`npm run admin --
 * secrets:reseal`, the last step of a key's rotation, docs/decisions.md "Secrets at rest"); how many.
 */
export async function resealMoyasarSecrets(db: Db, box: SecretBox): Promise<number> {
  const rows = await db.select().from(paymentProviderSettings).where(eq(paymentProviderSettings.provider, 'moyasar'));
  let resealed = 0;
  for (const row of rows) {
    const stored = row.settings as unknown as StoredMoyasar;
    if (!box.isStale(stored.secretKey) && !box.isStale(stored.webhookSecret)) continue;
    const settings = {
      ...stored,
      secretKey: box.seal(box.open(stored.secretKey)),
      webhookSecret: box.seal(box.open(stored.webhookSecret)),
    };
    await db.update(paymentProviderSettings).set({ settings }).where(eq(paymentProviderSettings.id, row.id));
    resealed += 1;
  }
  return resealed;
}
