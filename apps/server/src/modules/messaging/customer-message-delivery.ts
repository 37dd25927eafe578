import { and, asc, eq, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import {
  ORDER_STATUS_IDS,
  type CustomerMessageChannel,
  type CustomerMessageReason,
  type CustomerMessageText,
  type CustomStatusRef,
  type Language,
  type OrderStatus,
} from '@souqna/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import { uuidv7 } from '../../platform/ids.ts';
import type { Jobs } from '../../platform/jobs.ts';
import { storeSender } from '../../platform/mail/store-sender.ts';
import { onStoreEvent } from '../../platform/store-events.ts';
import { orderCustomStatuses, orderStatusHistory, orders } from '../orders/tables.ts';
import { readStore } from '../stores/store-row.ts';
import { startCustomerMessagePurge } from './customer-message-purge.ts';
import { customerMessages, customerMessageTemplates } from './customer-message-tables.ts';
import { orderForMessage, renderText, valuesOfOrder } from './customer-message.service.ts';
import { storeMailServer, type MessagingDeps } from './messaging-setting.service.ts';
import { sendThroughSmtp, smtpFailureOf } from './smtp-sender.ts';
import { messagingSettings } from './tables.ts';

/**
 * Customer messages on their way (docs/decisions.md "Customer messages"): when an order enters a
 * status, each channel the store turned on for it is claimed in the order's transaction (one row per
 * order, status and channel) and its job queued there too, so a rolled-back move sends nothing and
 * a status entered again, or a second server, sends nothing more. The job renders the message in
 * the customer's language, sends it through the store's own account (its mail server, Twilio,
 * WhatsApp) or the platform's mail server, and keeps how it went, trying again later when the
 * provider could not be reached.
 */
export interface CustomerMessageDeps {
  db: Db;
  jobs: Jobs;
  messaging: MessagingDeps;
  /** The platform's mail server (SMTP_URL): a store's e-mail without a server of its own goes through it. */
  smtpUrl?: string;
  mailFrom: string;
}

export const CUSTOMER_MESSAGE_QUEUE = 'customer-message-send';

/** The waits before the second, third and fourth tries (1 min, 10 min, 1 h); then the message has failed. */
export const RETRY_DELAYS_SECONDS = [60, 600, 3_600] as const;

export interface CustomerMessageJob {
  messageId: string;
  /** The try this job makes (1 for the first); a job whose try was made already does nothing. */
  attempt: number;
}

type Outcome =
  | { sent: true; id: string | null }
  | { sent: false; reason: CustomerMessageReason; details: string; retry: boolean; skipped?: boolean };

const otherLanguage = (lang: Language): Language => (lang === 'ar' ? 'en' : 'ar');

/**
 * Claims and queues, in the order's transaction, the messages of one status (a built-in one or a
 * custom status) the order has just entered: each channel turned on whose sender the store has.
 */
const templatesOn = preparedQuery('customer_message_templates_on', (db) =>
  db
    .select()
    .from(customerMessageTemplates)
    .where(
      and(
        eq(customerMessageTemplates.storeId, sql.placeholder('storeId')),
        eq(customerMessageTemplates.statusId, sql.placeholder('statusId')),
        eq(customerMessageTemplates.enabled, true),
      ),
    ),
);
const statusesEntered = preparedQuery('order_statuses_entered', (db) =>
  db
    .select({ to: orderStatusHistory.toStatus })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, sql.placeholder('orderId')))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
);

async function queueStatusMessages(
  tx: Tx,
  deps: CustomerMessageDeps,
  platformMail: boolean,
  storeId: string,
  orderId: string,
  entered: { statusId: string; status: OrderStatus; customStatus: CustomStatusRef | null },
) {
  const templates = await templatesOn(tx, { storeId, statusId: entered.statusId });
  if (!templates.length) return;
  const settings = await tx
    .select({ type: messagingSettings.type, isActive: messagingSettings.isActive })
    .from(messagingSettings)
    .where(eq(messagingSettings.storeId, storeId));
  const usable = (channel: CustomerMessageChannel) =>
    settings.some((s) => s.type === channel && s.isActive) || (channel === 'email' && platformMail);
  const order = await orderForMessage(tx, storeId, orderId);
  if (!order) return;
  for (const template of templates) {
    if (!usable(template.channel)) continue;
    const lang = template[order.lang] ? order.lang : otherLanguage(order.lang);
    if (!template[lang]) continue;
    const email = template.channel === 'email';
    const to = email ? order.email : order.phone;
    const [claimed] = await tx
      .insert(customerMessages)
      .values({
        id: uuidv7(),
        storeId,
        orderId,
        statusId: entered.statusId,
        status: entered.status,
        customStatus: entered.customStatus,
        channel: template.channel,
        lang,
        to,
        state: to ? 'pending' : 'skipped',
        reason: to ? null : email ? 'no_email' : 'no_phone',
      })
      .onConflictDoNothing()
      .returning({ id: customerMessages.id });
    if (claimed && to)
      await deps.jobs.send(tx, CUSTOMER_MESSAGE_QUEUE, { messageId: claimed.id, attempt: 1 } satisfies CustomerMessageJob);
  }
}

/** The custom status the order is in now (read in the move's transaction), as it is named. */
async function enteredCustomStatus(tx: Tx, storeId: string, orderId: string): Promise<CustomStatusRef | null> {
  const [row] = await tx
    .select({
      id: orderCustomStatuses.id,
      nameAr: orderCustomStatuses.nameAr,
      nameEn: orderCustomStatuses.nameEn,
      color: orderCustomStatuses.color,
    })
    .from(orders)
    .innerJoin(orderCustomStatuses, eq(orderCustomStatuses.id, orders.customStatusId))
    .where(and(eq(orders.id, orderId), eq(orders.storeId, storeId)));
  return row ?? null;
}

/** Binds the customer messages to the stores' order events; answers the unbinding. */
function listen(deps: CustomerMessageDeps, platformMail: boolean): () => void {
  return onStoreEvent('customer-messages', async (tx, storeId, event) => {
    const queue = (orderId: string, status: OrderStatus, customStatus: CustomStatusRef | null) =>
      queueStatusMessages(tx, deps, platformMail, storeId, orderId, {
        statusId: customStatus?.id ?? ORDER_STATUS_IDS[status],
        status,
        customStatus,
      });
    if (event.type === 'order.created') {
      // Made as Pending, then Paid when made paid: each status it entered.
      const entered = await statusesEntered(tx, { orderId: event.orderId });
      for (const status of new Set(entered.map((h) => h.to))) await queue(event.orderId, status, null);
      return;
    }
    if (event.type !== 'order.status_changed') return;
    // A move between stages of one status enters no built-in status again.
    if (event.from !== event.to) await queue(event.orderId, event.to, null);
    const custom = await enteredCustomStatus(tx, storeId, event.orderId);
    if (custom) await queue(event.orderId, event.to, custom);
  });
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The e-mail's HTML: its paragraphs (blank lines) and lines, in the message's direction. */
export function emailHtml(body: string, lang: Language): string {
  const paragraphs = body
    .trim()
    .split(/\n\s*\n/)
    .map((p) => `<p style="margin:0 0 12px">${p.split('\n').map(escape).join('<br>')}</p>`)
    .join('');
  return `<!doctype html><html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"><body style="margin:0;padding:24px;font-family:Tahoma,Arial,sans-serif;color:#1F1A14;line-height:1.6">${paragraphs}</body></html>`;
}

/** A mail server's refusal: a 4xx reply (busy, try later) or no connection is worth another try. */
const fromSmtp = (error: unknown): Outcome => {
  const failure = smtpFailureOf(error);
  if (failure.reason === 'private_host')
    return { sent: false, reason: 'connection', details: `private address: ${failure.details}`, retry: false };
  const transient = failure.reason === 'connection' || /^4\d\d\b/.test(failure.details);
  return { sent: false, reason: failure.reason, details: failure.details, retry: transient };
};

const notConfigured: Outcome = { sent: false, reason: 'not_configured', details: '', retry: false, skipped: true };

/** One try of a message: rendered now, in the language it was claimed in, and sent through its channel. */
async function attemptSend(
  deps: CustomerMessageDeps,
  platform: Transporter | null,
  row: typeof customerMessages.$inferSelect,
): Promise<Outcome> {
  const { db, messaging } = deps;
  const [template] = await db
    .select()
    .from(customerMessageTemplates)
    .where(
      and(
        eq(customerMessageTemplates.storeId, row.storeId),
        eq(customerMessageTemplates.statusId, row.statusId),
        eq(customerMessageTemplates.channel, row.channel),
      ),
    );
  const text = (template?.enabled && (template[row.lang] ?? template[otherLanguage(row.lang)])) as CustomerMessageText | null;
  // Turned off (or emptied) since the order entered the status: not sent.
  if (!text || !row.to) return notConfigured;
  const values = await valuesOfOrder(db, row.storeId, row.orderId, row.lang);
  const rendered = renderText(row.channel, text, values);
  if (row.channel === 'email') {
    const html = emailHtml(rendered.body, row.lang);
    const message = { to: row.to, subject: rendered.subject ?? '', text: rendered.body, html };
    const own = await storeMailServer(db, messaging, row.storeId);
    if (own) {
      const from = { name: own.from.name || values.storeName, address: own.from.address };
      try {
        return { sent: true, id: await sendThroughSmtp(own.server, messaging.smtp, { ...message, from }) };
      } catch (error) {
        return fromSmtp(error);
      }
    }
    if (!platform) return notConfigured;
    const store = await readStore(db, row.storeId);
    const sender = storeSender(deps.mailFrom, { senderName: store.senderName ?? store.name, senderEmail: store.senderEmail });
    try {
      const info = (await platform.sendMail({ ...message, ...sender })) as { messageId?: string };
      return { sent: true, id: info.messageId ?? null };
    } catch (error) {
      return fromSmtp(error);
    }
  }
  const [setting] = await db
    .select()
    .from(messagingSettings)
    .where(and(eq(messagingSettings.storeId, row.storeId), eq(messagingSettings.type, row.channel)));
  if (!setting || !setting.isActive || setting.password === null) return notConfigured;
  const secret = messaging.box.open(setting.password);
  const result =
    row.channel === 'sms'
      ? await messaging.twilio.sendSms(
          { accountSid: setting.accountSid!, authToken: secret },
          { to: row.to, from: setting.senderNumber!, body: rendered.body },
        )
      : await messaging.whatsapp.sendTemplate(
          { phoneNumberId: setting.phoneNumberId!, accessToken: secret },
          {
            to: row.to,
            template: (text as { templateName: string }).templateName,
            language: (text as { templateLanguage: string }).templateLanguage,
            parameters: rendered.parameters ?? [],
          },
        );
  if (result.sent) return result;
  return { sent: false, reason: result.reason, details: result.details, retry: result.reason === 'connection' };
}

/**
 * One try of a message (the queue's job): sent, then, in one transaction, how it went kept and the
 * next try queued (after 1 min, 10 min, 1 h) when the provider could not be reached, or the message
 * marked failed. A job whose try was made already (another instance) does nothing.
 */
export async function deliverCustomerMessage(
  deps: CustomerMessageDeps,
  platform: Transporter | null,
  { messageId, attempt }: CustomerMessageJob,
): Promise<void> {
  const { db } = deps;
  const [row] = await db.select().from(customerMessages).where(eq(customerMessages.id, messageId));
  if (!row || row.state !== 'pending' || row.attempts !== attempt - 1) return;
  const outcome = await attemptSend(deps, platform, row);
  const now = new Date();
  const delay = !outcome.sent && outcome.retry ? RETRY_DELAYS_SECONDS[attempt - 1] : undefined;
  const values = outcome.sent
    ? { state: 'sent' as const, reason: null, details: null, providerMessageId: outcome.id, sentAt: now, nextAttemptAt: null }
    : {
        state: delay !== undefined ? ('pending' as const) : outcome.skipped ? ('skipped' as const) : ('failed' as const),
        reason: outcome.reason,
        details: outcome.details.slice(0, 300) || null,
        nextAttemptAt: delay === undefined ? null : new Date(now.getTime() + delay * 1000),
      };
  await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(customerMessages)
      .set({ ...values, attempts: attempt, updatedAt: now })
      .where(
        and(
          eq(customerMessages.id, messageId),
          eq(customerMessages.state, 'pending'),
          eq(customerMessages.attempts, attempt - 1),
        ),
      )
      .returning({ id: customerMessages.id });
    if (claimed && delay !== undefined)
      await deps.jobs.send(tx, CUSTOMER_MESSAGE_QUEUE, { messageId, attempt: attempt + 1 } satisfies CustomerMessageJob, {
        startAfterSeconds: delay,
      });
  });
}

/** Starts the sending worker and the nightly purge, and binds the messages to the stores' order events; answers the stop. */
export async function startCustomerMessages(deps: CustomerMessageDeps): Promise<() => void> {
  const platform = deps.smtpUrl ? nodemailer.createTransport(deps.smtpUrl) : null;
  await deps.jobs.define<CustomerMessageJob>(CUSTOMER_MESSAGE_QUEUE, (job) => deliverCustomerMessage(deps, platform, job), {
    retryLimit: 2,
    concurrency: 2,
  });
  await startCustomerMessagePurge(deps.db, deps.jobs);
  const unbind = listen(deps, platform !== null);
  return () => {
    unbind();
    platform?.close();
  };
}
