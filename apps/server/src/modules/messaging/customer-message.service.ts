import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import {
  CUSTOMER_MESSAGE_CHANNELS,
  SAMPLE_CUSTOMER_NAME,
  fillVariables,
  smsSegments,
  statusOfId,
  toMajor,
  unknownVariables,
  type CarrierId,
  type CustomerMessageChannel,
  type CustomerMessagePreview,
  type CustomerMessagePreviewInput,
  type CustomerMessageSet,
  type CustomerMessageText,
  type CustomerMessageValues,
  type CustomerMessagesInput,
  type CustomStatusRef,
  type EmailMessageText,
  type Language,
  type OrderCustomerMessage,
  type OrderStatus,
  type SmsMessageText,
  type WhatsappMessageText,
} from '@souqna/contracts';
import type { Tx } from '../../db/client.ts';
import { invalidFields, notFound, type FieldProblem } from '../../platform/errors.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { moneyText } from '../../platform/money-text.ts';
import type { StoreContext } from '../../platform/store-context.ts';
import { customers } from '../customers/tables.ts';
import { orderShipments } from '../orders/shipment-tables.ts';
import { orderCustomStatuses, orders } from '../orders/tables.ts';
import { readStore } from '../store/store-row.ts';
import { customerMessages, customerMessageTemplates } from './customer-message-tables.ts';

/**
 * The store's messages to its customers per status, channel and language (docs/decisions.md
 * "Customer messages"): saved a status at a time, their variables checked, rendered for a preview
 * with a sample or a real order, and each order's log of what was sent.
 */
type TemplateRow = typeof customerMessageTemplates.$inferSelect;

/** Each carrier's public tracking page for a tracking number (`{trackingLink}`). */
const TRACKING_PAGES: Record<CarrierId, (trackingNumber: string) => string> = {
  smsa: (n) => `https://www.smsaexpress.com/trackingdetails?tracknumbers=${encodeURIComponent(n)}`,
};

/** A status id of the store: a built-in status's, or one of its custom statuses' (another store's is 404). */
export async function statusOfStore(
  tx: Tx,
  storeId: string,
  statusId: string,
): Promise<{ status: OrderStatus; customStatus: CustomStatusRef | null }> {
  const builtIn = statusOfId(statusId);
  if (builtIn) return { status: builtIn, customStatus: null };
  const [row] = await tx
    .select()
    .from(orderCustomStatuses)
    .where(and(eq(orderCustomStatuses.storeId, storeId), eq(orderCustomStatuses.id, statusId)));
  if (!row) throw notFound();
  return { status: row.baseStatus, customStatus: { id: row.id, nameAr: row.nameAr, nameEn: row.nameEn, color: row.color } };
}

function setOf(statusId: string, rows: TemplateRow[]): CustomerMessageSet {
  const channel = <T extends CustomerMessageText>(c: CustomerMessageChannel) => {
    const row = rows.find((r) => r.channel === c);
    return { enabled: row?.enabled ?? false, ar: (row?.ar ?? null) as T | null, en: (row?.en ?? null) as T | null };
  };
  const updated = rows.map((r) => r.updatedAt.getTime());
  return {
    statusId,
    email: channel<EmailMessageText>('email'),
    sms: channel<SmsMessageText>('sms'),
    whatsapp: channel<WhatsappMessageText>('whatsapp'),
    updatedAt: updated.length ? new Date(Math.max(...updated)).toISOString() : null,
  };
}

/** `GET /messaging/customer-messages`: every status the store has messages for. */
export function listTemplates(store: StoreContext): Promise<CustomerMessageSet[]> {
  return store.read(async (db) => {
    const rows = await db
      .select()
      .from(customerMessageTemplates)
      .where(eq(customerMessageTemplates.storeId, store.id))
      .orderBy(asc(customerMessageTemplates.createdAt));
    const ids = [...new Set(rows.map((r) => r.statusId))];
    return ids.map((id) =>
      setOf(
        id,
        rows.filter((r) => r.statusId === id),
      ),
    );
  });
}

/** The texts of a message with the field path of each (`email.ar.subject`, `whatsapp.en.parameters.0`). */
function textsOf(channel: CustomerMessageChannel, lang: Language, text: CustomerMessageText): [string, string][] {
  const at = `${channel}.${lang}`;
  if ('subject' in text)
    return [
      [`${at}.subject`, text.subject],
      [`${at}.body`, text.body],
    ];
  if ('parameters' in text) return text.parameters.map((p, i) => [`${at}.parameters.${i}`, p]);
  return [[`${at}.body`, text.body]];
}

/** 400 naming each field that holds a `{name}` that is no variable, and the name. */
function checkVariables(input: CustomerMessagesInput) {
  const problems: FieldProblem[] = [];
  for (const channel of CUSTOMER_MESSAGE_CHANNELS)
    for (const lang of ['ar', 'en'] as const) {
      const text = input[channel]?.[lang];
      if (!text) continue;
      for (const [path, value] of textsOf(channel, lang, text as CustomerMessageText))
        for (const variable of unknownVariables(value)) problems.push({ path, code: 'unknown_variable', params: { variable } });
    }
  if (problems.length) throw invalidFields(...problems);
}

/** `PUT /messaging/customer-messages/{statusId}`: the status's three channels as sent (a channel left out: none). */
export async function saveTemplates(
  store: StoreContext,
  statusId: string,
  input: CustomerMessagesInput,
): Promise<CustomerMessageSet> {
  checkVariables(input);
  return store.transaction(async (tx) => {
    await statusOfStore(tx, store.id, statusId);
    const now = new Date();
    for (const channel of CUSTOMER_MESSAGE_CHANNELS) {
      const given = input[channel];
      const values = {
        enabled: given?.enabled ?? false,
        ar: (given?.ar ?? null) as CustomerMessageText | null,
        en: (given?.en ?? null) as CustomerMessageText | null,
        updatedAt: now,
      };
      await tx
        .insert(customerMessageTemplates)
        .values({ id: uuidv7(), storeId: store.id, statusId, channel, ...values })
        .onConflictDoUpdate({
          target: [customerMessageTemplates.storeId, customerMessageTemplates.statusId, customerMessageTemplates.channel],
          set: values,
        });
    }
    const rows = await tx
      .select()
      .from(customerMessageTemplates)
      .where(and(eq(customerMessageTemplates.storeId, store.id), eq(customerMessageTemplates.statusId, statusId)));
    return setOf(statusId, rows);
  });
}

/** The order a message speaks of, as its variables need it, with its customer's addresses and language. */
export async function orderForMessage(tx: Tx, storeId: string, orderId: string) {
  const [order] = await tx
    .select({
      number: orders.number,
      name: orders.customerName,
      email: sql<string | null>`coalesce(nullif(${orders.customerEmail}, ''), nullif(${customers.email}, ''))`,
      phone: sql<string | null>`coalesce(nullif(${orders.customerPhone}, ''), nullif(${customers.phone}, ''))`,
      lang: sql<Language>`coalesce(${customers.language}, 'ar')`,
      total: orders.total,
      currency: orders.currency,
    })
    .from(orders)
    .leftJoin(customers, eq(customers.id, orders.customerId))
    .where(and(eq(orders.id, orderId), eq(orders.storeId, storeId)));
  return order;
}

/** The values of the variables for an order, in `lang`. */
export async function valuesOfOrder(tx: Tx, storeId: string, orderId: string, lang: Language): Promise<CustomerMessageValues> {
  const order = await orderForMessage(tx, storeId, orderId);
  if (!order) throw notFound();
  const [shipment] = await tx
    .select({ carrier: orderShipments.carrier, trackingNumber: orderShipments.trackingNumber })
    .from(orderShipments)
    .where(and(eq(orderShipments.orderId, orderId), ne(orderShipments.status, 'cancelled')))
    .orderBy(desc(orderShipments.createdAt))
    .limit(1);
  const store = await readStore(tx, storeId);
  return {
    customerName: order.name,
    orderNumber: String(order.number),
    total: moneyText(toMajor(order.total, order.currency), order.currency, lang),
    trackingLink: shipment ? TRACKING_PAGES[shipment.carrier](shipment.trackingNumber) : '',
    storeName: store.name ?? store.domain ?? '',
  };
}

async function sampleValues(tx: Tx, storeId: string, lang: Language): Promise<CustomerMessageValues> {
  const store = await readStore(tx, storeId);
  return {
    customerName: SAMPLE_CUSTOMER_NAME[lang],
    orderNumber: '1001',
    total: moneyText(toMajor(25_000, store.currency), store.currency, lang),
    trackingLink: TRACKING_PAGES.smsa('290019315792'),
    storeName: store.name ?? store.domain ?? '',
  };
}

/** WhatsApp takes no empty parameter, nor new lines or tabs in one: a dash for nothing, spaces for the rest. */
export const whatsappParameter = (text: string) =>
  text
    .replace(/[\n\t]+/g, ' ')
    .replace(/ {4,}/g, '   ')
    .trim() || '-';

/** A text with the values in: what the customer reads. */
export function renderText(
  channel: CustomerMessageChannel,
  text: CustomerMessageText,
  values: CustomerMessageValues,
): { subject: string | null; body: string; parameters: string[] | null } {
  if (channel === 'email') {
    const t = text as EmailMessageText;
    const subject = fillVariables(t.subject, values).replace(/\s+/g, ' ').trim();
    return { subject, body: fillVariables(t.body, values), parameters: null };
  }
  if (channel === 'whatsapp') {
    const t = text as WhatsappMessageText;
    const parameters = t.parameters.map((p) => whatsappParameter(fillVariables(p, values)));
    return { subject: null, body: parameters.map((p, i) => `{{${i + 1}}} ${p}`).join('\n'), parameters };
  }
  return { subject: null, body: fillVariables((text as SmsMessageText).body, values).trim(), parameters: null };
}

/** `POST /messaging/customer-messages/preview`: the text as the customer would read it, with a sample or the order named. */
export async function preview(store: StoreContext, input: CustomerMessagePreviewInput): Promise<CustomerMessagePreview> {
  const problems = textsOf(input.channel, input.lang, input.text as CustomerMessageText).flatMap(([path, value]) =>
    unknownVariables(value).map((variable) => ({
      path: path.replace(/^\w+\.\w+\./, 'text.'),
      code: 'unknown_variable',
      params: { variable },
    })),
  );
  if (problems.length) throw invalidFields(...problems);
  const values = await store.read((db) =>
    input.orderId ? valuesOfOrder(db, store.id, input.orderId, input.lang) : sampleValues(db, store.id, input.lang),
  );
  const rendered = renderText(input.channel, input.text as CustomerMessageText, values);
  return {
    channel: input.channel,
    lang: input.lang,
    subject: rendered.subject,
    body: rendered.body,
    parameters: rendered.parameters,
    segments: input.channel === 'sms' ? smsSegments(rendered.body) : null,
    values,
  };
}

/** `GET /order/{orderId}/customer-messages`: the messages to the order's customer, oldest first; another store's order is 404. */
export function messagesOfOrder(store: StoreContext, orderId: string): Promise<OrderCustomerMessage[]> {
  return store.read(async (db) => {
    const [order] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.storeId, store.id)));
    if (!order) throw notFound();
    const rows = await db
      .select()
      .from(customerMessages)
      .where(and(eq(customerMessages.storeId, store.id), eq(customerMessages.orderId, orderId)))
      // One status's messages share their transaction's time: by channel then (e-mail, SMS, WhatsApp).
      .orderBy(asc(customerMessages.createdAt), asc(customerMessages.channel), asc(customerMessages.id));
    return rows.map((r) => ({
      id: r.id,
      channel: r.channel,
      status: r.status,
      customStatus: r.customStatus ?? null,
      lang: r.lang,
      to: r.to,
      state: r.state,
      reason: r.reason,
      details: r.details,
      attempts: r.attempts,
      nextAttemptAt: r.nextAttemptAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
      sentAt: r.sentAt?.toISOString() ?? null,
    }));
  });
}
