import { and, asc, eq, gt, lte } from 'drizzle-orm';
import {
  MESSAGING_FIELDS,
  MESSAGING_TEST_LIMITS,
  MessagingTestEmail,
  MessagingTestPhone,
  WHATSAPP_DEFAULT_TEMPLATE,
  smsSender,
  translateServer,
  type MessagingFailure,
  type MessagingSetting,
  type MessagingSettingInput,
  type MessagingTestInput,
  type MessagingTestResult,
} from '@souqna/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, conflict, invalidFields, isUniqueViolation, notFound, tooMany } from '../../platform/errors.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { longestWindowMs, waitSeconds } from '../../platform/rate-limit.ts';
import { secretHint, type SecretBox } from '../../platform/sealed-secrets.ts';
import type { StoreContext } from '../../platform/store-context.ts';
import { lockStore, readStore } from '../store/store-row.ts';
import { sendThroughSmtp, SmtpFailure, type SmtpPolicy } from './smtp-sender.ts';
import { messagingSettings, messagingTestSends } from './tables.ts';
import type { SendResult, TwilioClient } from './twilio-client.ts';
import type { WhatsappClient } from './whatsapp-client.ts';

/**
 * The store's messaging settings (spec §3 "Messaging setting", docs/decisions.md "Messaging"):
 * one per type, the secret sealed and answered only as set (with its end when it is long enough
 * to keep the rest unguessable), a test message sent for real through the store's own server or
 * account, and the store's mail server opened for the mailer as each message is delivered.
 */
export interface MessagingDeps {
  box: SecretBox;
  twilio: TwilioClient;
  whatsapp: WhatsappClient;
  smtp: SmtpPolicy;
}

type Row = typeof messagingSettings.$inferSelect;
type Input = MessagingSettingInput & { isActive?: boolean };

/** A secret this long or longer shows its last four characters; a shorter one only that it is set. */
const HINT_MIN_LENGTH = 12;
const TYPE_ORDER = { email: 0, sms: 1, whatsapp: 2 } as const;

const settingOf = (row: Row): MessagingSetting => ({
  messagingSettingsPublicId: row.id,
  configName: row.configName,
  type: row.type,
  host: row.host,
  port: row.port,
  encryption: row.encryption,
  username: row.username,
  passwordSet: row.password !== null,
  passwordHint: row.passwordHint,
  accountSid: row.accountSid,
  senderName: row.senderName,
  senderEmail: row.senderEmail,
  senderNumber: row.senderNumber,
  phoneNumberId: row.phoneNumberId,
  templateName: row.templateName,
  templateLanguage: row.templateLanguage,
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const rowOf = (db: Db | Tx, storeId: string, id: string) =>
  db
    .select()
    .from(messagingSettings)
    .where(and(eq(messagingSettings.storeId, storeId), eq(messagingSettings.id, id)))
    .then((rows) => rows[0]);

export function listSettings(store: StoreContext): Promise<MessagingSetting[]> {
  return store.read(async (db) => {
    const rows = await db
      .select()
      .from(messagingSettings)
      .where(eq(messagingSettings.storeId, store.id))
      .orderBy(asc(messagingSettings.createdAt));
    return rows.sort((a, b) => TYPE_ORDER[a.type] - TYPE_ORDER[b.type]).map(settingOf);
  });
}

/**
 * The columns of a setting from what the merchant sent: the type's fields, the others null; the
 * secret sealed when given, else the saved one kept (for the same type), else refused where the
 * type needs one (a mail server needs a password only with a user name).
 */
function columnsOf(input: Input, deps: MessagingDeps, had: Row | undefined) {
  const used: readonly string[] = MESSAGING_FIELDS[input.type];
  const pick = <K extends keyof Input>(field: K) => (used.includes(field) && input[field] !== '' ? (input[field] ?? null) : null);
  const username = pick('username') as string | null;
  const needsSecret = input.type !== 'email' || username !== null;
  const keep = had && had.type === input.type && had.password !== null;
  const secret = !needsSecret
    ? { password: null, passwordHint: null }
    : input.password !== undefined
      ? {
          password: deps.box.seal(input.type === 'email' ? input.password : input.password.trim()),
          passwordHint: input.password.trim().length >= HINT_MIN_LENGTH ? secretHint(input.password.trim()) : null,
        }
      : keep
        ? { password: had.password, passwordHint: had.passwordHint }
        : null;
  if (!secret) throw invalidFields({ path: 'password', code: 'required' });
  const senderNumber = pick('senderNumber') as string | null;
  const whatsapp = input.type === 'whatsapp';
  return {
    type: input.type,
    configName: input.configName,
    host: pick('host') as string | null,
    port: pick('port') as number | null,
    encryption: pick('encryption') as Row['encryption'],
    username,
    ...secret,
    accountSid: pick('accountSid') as string | null,
    senderName: pick('senderName') as string | null,
    senderEmail: pick('senderEmail') as string | null,
    senderNumber: senderNumber === null ? null : smsSender(senderNumber),
    phoneNumberId: pick('phoneNumberId') as string | null,
    templateName: whatsapp ? ((pick('templateName') as string | null) ?? WHATSAPP_DEFAULT_TEMPLATE.name) : null,
    templateLanguage: whatsapp ? ((pick('templateLanguage') as string | null) ?? WHATSAPP_DEFAULT_TEMPLATE.language) : null,
    isActive: input.isActive ?? true,
  };
}

const typeTaken = () => conflict('messagingSetting.typeTaken', [{ path: 'type', code: 'messaging_type_taken' }]);

/** `POST /messaging-settings`: a store has at most one setting of each type (409 on `type`). */
export async function createSetting(store: StoreContext, deps: MessagingDeps, input: Input): Promise<MessagingSetting> {
  const values = columnsOf(input, deps, undefined);
  try {
    return await store.transaction(async (tx) => {
      const [row] = await tx
        .insert(messagingSettings)
        .values({ id: uuidv7(), storeId: store.id, ...values })
        .returning();
      return settingOf(row!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw typeTaken();
    throw error;
  }
}

/** `PUT /messaging-settings/{id}`: the whole setting again; the secret left out is kept. */
export async function updateSetting(
  store: StoreContext,
  deps: MessagingDeps,
  id: string,
  input: Input,
): Promise<MessagingSetting> {
  try {
    return await store.transaction(async (tx) => {
      const had = await rowOf(tx, store.id, id);
      if (!had) throw notFound();
      const [row] = await tx
        .update(messagingSettings)
        .set({ ...columnsOf(input, deps, had), updatedAt: new Date() })
        .where(and(eq(messagingSettings.storeId, store.id), eq(messagingSettings.id, id)))
        .returning();
      return settingOf(row!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw typeTaken();
    throw error;
  }
}

export async function removeSetting(store: StoreContext, id: string): Promise<void> {
  const [row] = await store.transaction((tx) =>
    tx
      .delete(messagingSettings)
      .where(and(eq(messagingSettings.storeId, store.id), eq(messagingSettings.id, id)))
      .returning({ id: messagingSettings.id }),
  );
  if (!row) throw notFound();
}

/** A test that did not go: 409 naming the cause in the merchant's language, with the provider's words. */
const testFailed = (type: Row['type'], reason: MessagingFailure, details: string) =>
  new AppError('CONFLICT', `messaging.failed.${reason}`, { type, details }, { reason, details });

/** The recipient as the type needs it (an e-mail, or a phone in E.164), or 400 on `to`. */
function recipientOf(type: Row['type'], input: MessagingTestInput): string {
  const email = type === 'email';
  const parsed = (email ? MessagingTestEmail : MessagingTestPhone).safeParse(input);
  if (!parsed.success) throw invalidFields({ path: 'to', code: email ? 'invalid_email' : 'invalid_phone' });
  return parsed.data.to;
}

const fromResult = (type: Row['type'], to: string, result: SendResult): MessagingTestResult => {
  if (!result.sent) throw testFailed(type, result.reason, result.details);
  return { type, to, providerMessageId: result.id };
};

/** The limits on a store's test messages (MESSAGING_TEST_LIMITS; docs/decisions.md "Messaging"). */
const TEST_LIMITS = [
  { max: MESSAGING_TEST_LIMITS.perMinute, seconds: 60 },
  { max: MESSAGING_TEST_LIMITS.perHour, seconds: 3_600 },
] as const;

/**
 * Counts one test message of the store at `at`, or throws the 429 and counts nothing. One
 * transaction on the store's locked row, so two instances counting at once take turns and never
 * pass the limits together; the store's tests older than the limits look back are dropped.
 */
async function countTestMessage(store: StoreContext, at: Date): Promise<void> {
  const since = new Date(at.getTime() - longestWindowMs(TEST_LIMITS));
  await store.transaction(async (tx) => {
    await lockStore(tx, store.id);
    const sent = await tx
      .select({ at: messagingTestSends.sentAt })
      .from(messagingTestSends)
      .where(and(eq(messagingTestSends.storeId, store.id), gt(messagingTestSends.sentAt, since)))
      .orderBy(asc(messagingTestSends.sentAt));
    const wait = waitSeconds(
      TEST_LIMITS,
      sent.map((s) => s.at.getTime()),
      at.getTime(),
    );
    if (wait > 0) throw tooMany('RATE_LIMITED', wait, 'messaging.testTooMany');
    await tx
      .delete(messagingTestSends)
      .where(and(eq(messagingTestSends.storeId, store.id), lte(messagingTestSends.sentAt, since)));
    await tx.insert(messagingTestSends).values({ id: uuidv7(), storeId: store.id, sentAt: at });
  });
}

/**
 * `POST /messaging-settings/{id}/test`: a real message to `to` through the setting, in the
 * request's language: an e-mail through the store's mail server, an SMS through its Twilio
 * account, WhatsApp's template through its number. A failure is 409 with `error.reason`. Each
 * test that reaches the provider counts against the store's limits at `now`, refused or not;
 * beyond them, 429.
 */
export async function sendTest(
  store: StoreContext,
  deps: MessagingDeps,
  id: string,
  input: MessagingTestInput,
  now: () => Date = () => new Date(),
): Promise<MessagingTestResult> {
  const row = await store.read((db) => rowOf(db, store.id, id));
  if (!row) throw notFound();
  const to = recipientOf(row.type, input);
  await countTestMessage(store, now());
  const secret = row.password === null ? null : deps.box.open(row.password);
  const storeName = (await store.read((db) => readStore(db, store.id))).name ?? '';
  const words = (key: 'messaging.testSubject' | 'messaging.testText') => translateServer(key, store.lang, { storeName });
  if (row.type === 'sms')
    return fromResult(
      'sms',
      to,
      await deps.twilio.sendSms(
        { accountSid: row.accountSid!, authToken: secret! },
        { to, from: row.senderNumber!, body: words('messaging.testText') },
      ),
    );
  if (row.type === 'whatsapp')
    return fromResult(
      'whatsapp',
      to,
      await deps.whatsapp.sendTemplate(
        { phoneNumberId: row.phoneNumberId!, accessToken: secret! },
        {
          to,
          template: row.templateName ?? WHATSAPP_DEFAULT_TEMPLATE.name,
          language: row.templateLanguage ?? WHATSAPP_DEFAULT_TEMPLATE.language,
        },
      ),
    );
  try {
    const id = await sendThroughSmtp(smtpServerOf(row, secret), deps.smtp, {
      from: { name: row.senderName ?? storeName, address: row.senderEmail! },
      to,
      subject: words('messaging.testSubject'),
      text: words('messaging.testText'),
    });
    return { type: 'email', to, providerMessageId: id };
  } catch (error) {
    if (!(error instanceof SmtpFailure)) throw error;
    if (error.reason === 'private_host') throw new AppError('CONFLICT', 'messaging.privateHost', {}, { reason: 'connection' });
    throw testFailed('email', error.reason, error.details);
  }
}

const smtpServerOf = (row: Row, password: string | null) => ({
  host: row.host!,
  port: row.port!,
  encryption: row.encryption!,
  username: row.username,
  password,
});

/**
 * The store's own mail server while its e-mail setting is on, with its password opened, for the
 * mailer at delivery (`Mailer.routeStoreMail`); undefined: the platform's server.
 */
export async function storeMailServer(db: Db, deps: Pick<MessagingDeps, 'box'>, storeId: string) {
  const [row] = await db
    .select()
    .from(messagingSettings)
    .where(
      and(eq(messagingSettings.storeId, storeId), eq(messagingSettings.type, 'email'), eq(messagingSettings.isActive, true)),
    );
  if (!row) return undefined;
  return {
    server: smtpServerOf(row, row.password === null ? null : deps.box.open(row.password)),
    from: { name: row.senderName ?? '', address: row.senderEmail! },
  };
}

/** Whether the store's mail goes through its own server (asked when a message is queued). */
export async function hasStoreMailServer(tx: Tx, storeId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: messagingSettings.id })
    .from(messagingSettings)
    .where(
      and(eq(messagingSettings.storeId, storeId), eq(messagingSettings.type, 'email'), eq(messagingSettings.isActive, true)),
    );
  return row !== undefined;
}

/** Seals every messaging secret sealed by an older key again with the current one (`secrets:reseal`); how many. */
export async function resealMessagingSecrets(db: Db, box: SecretBox): Promise<number> {
  const rows = await db.select({ id: messagingSettings.id, password: messagingSettings.password }).from(messagingSettings);
  let resealed = 0;
  for (const row of rows) {
    if (row.password === null || !box.isStale(row.password)) continue;
    await db
      .update(messagingSettings)
      .set({ password: box.seal(box.open(row.password)) })
      .where(eq(messagingSettings.id, row.id));
    resealed += 1;
  }
  return resealed;
}
