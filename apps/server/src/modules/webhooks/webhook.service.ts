import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import {
  WEBHOOK_SUBSCRIPTIONS_MAX,
  type WebhookAttempt,
  type WebhookDeliveriesQueryValues,
  type WebhookDelivery,
  type WebhookSecret,
  type WebhookSubscription,
  type WebhookSubscriptionCreated,
  type WebhookSubscriptionValues,
} from '@souqna/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, conflict, invalidFields, notFound } from '../../platform/errors.ts';
import { uuidv7 } from '../../platform/ids.ts';
import type { SecretBox } from '../../platform/sealed-secrets.ts';
import type { StoreContext } from '../../platform/store-context.ts';
import { lockStore } from '../store/store-row.ts';
import { refusedAddress } from './webhook-address.ts';
import { messageIdOf, newSecret, WEBHOOK_QUEUE, type Job, type WebhookDeps } from './webhook-delivery.ts';
import { webhookAttempts, webhookDeliveries, webhookSubscriptions } from './tables.ts';

/**
 * A store's webhook endpoints (docs/decisions.md "Webhooks"): the address checked to be public when
 * saved (unless WEBHOOKS_ALLOW_PRIVATE), the secret made here, shown once and kept sealed.
 */
export type WebhookOptions = Pick<WebhookDeps, 'box' | 'jobs' | 'allowPrivate'>;

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The endpoints with their newest delivery (one index read each). */
async function readSubscriptions(tx: Tx, storeId: string, id?: string): Promise<WebhookSubscription[]> {
  const rows = await tx.execute<{
    id: string;
    url: string;
    events: WebhookSubscription['events'];
    description: string | null;
    is_active: boolean;
    disabled_reason: 'failing' | null;
    disabled_at: Date | string | null;
    created_at: Date | string;
    last_status: WebhookDelivery['status'] | null;
    last_status_code: number | null;
    last_at: Date | string | null;
  }>(sql`
    select s.id, s.url, s.events, s.description, s.is_active, s.disabled_reason, s.disabled_at, s.created_at,
           d.status as last_status, d.status_code as last_status_code, coalesce(d.last_attempt_at, d.created_at) as last_at
      from ${webhookSubscriptions} s
      left join lateral (
        select status, status_code, last_attempt_at, created_at from ${webhookDeliveries} d
         where d.store_id = s.store_id and d.subscription_id = s.id
         order by d.created_at desc, d.id desc limit 1) d on true
     where s.store_id = ${storeId} ${id ? sql`and s.id = ${id}` : sql``}
     order by s.created_at, s.id`);
  const when = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
  return rows.rows.map((r) => ({
    id: r.id,
    url: r.url,
    events: r.events,
    description: r.description,
    isActive: r.is_active,
    disabledReason: r.disabled_reason,
    disabledAt: when(r.disabled_at),
    lastDelivery: r.last_status ? { status: r.last_status, statusCode: r.last_status_code, at: when(r.last_at)! } : null,
    createdAt: when(r.created_at)!,
  }));
}

async function readOne(tx: Tx, storeId: string, id: string): Promise<WebhookSubscription> {
  const [found] = await readSubscriptions(tx, storeId, id);
  if (!found) throw notFound();
  return found;
}

async function checkAddress(input: WebhookSubscriptionValues, options: WebhookOptions) {
  const code = await refusedAddress(input.url, options.allowPrivate);
  if (code) throw invalidFields({ path: 'url', code });
}

const ofStore = (storeId: string, id: string) => and(eq(webhookSubscriptions.id, id), eq(webhookSubscriptions.storeId, storeId));

export function list(store: StoreContext): Promise<WebhookSubscription[]> {
  return store.read((db) => readSubscriptions(db, store.id));
}

export function get(store: StoreContext, id: string): Promise<WebhookSubscription> {
  return store.read((db) => readOne(db, store.id, id));
}

/** Adds an endpoint (at most 10 a store); the answer alone carries its secret. */
export async function create(
  store: StoreContext,
  input: WebhookSubscriptionValues,
  options: WebhookOptions,
): Promise<WebhookSubscriptionCreated> {
  await checkAddress(input, options);
  const secret = newSecret();
  return store.transaction(async (tx) => {
    await lockStore(tx, store.id);
    const [{ n }] = (await tx
      .select({ n: count() })
      .from(webhookSubscriptions)
      .where(eq(webhookSubscriptions.storeId, store.id))) as [{ n: number }];
    if (n >= WEBHOOK_SUBSCRIPTIONS_MAX)
      throw new AppError('CONFLICT', 'webhook.tooMany', { max: WEBHOOK_SUBSCRIPTIONS_MAX }, { limit: WEBHOOK_SUBSCRIPTIONS_MAX });
    const id = uuidv7();
    await tx.insert(webhookSubscriptions).values({
      id,
      storeId: store.id,
      url: input.url,
      events: input.events,
      description: input.description || null,
      isActive: input.isActive,
      secret: options.box.seal(secret),
      lang: store.lang,
    });
    return { ...(await readOne(tx, store.id, id)), secret };
  });
}

/** Changes an endpoint; turning it on again clears the server's "turned off" and its failure count. */
export async function update(
  store: StoreContext,
  id: string,
  input: WebhookSubscriptionValues,
  options: WebhookOptions,
): Promise<WebhookSubscription> {
  await checkAddress(input, options);
  return store.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookSubscriptions)
      .set({
        url: input.url,
        events: input.events,
        description: input.description || null,
        isActive: input.isActive,
        ...(input.isActive ? { disabledReason: null, disabledAt: null, failedDeliveries: 0, failingSince: null } : {}),
        updatedAt: new Date(),
      })
      .where(ofStore(store.id, id))
      .returning({ id: webhookSubscriptions.id });
    if (!row) throw notFound();
    return readOne(tx, store.id, id);
  });
}

/** Deletes the endpoint with its delivery log; tries still queued find nothing and do nothing. */
export function remove(store: StoreContext, id: string): Promise<void> {
  return store.transaction(async (tx) => {
    const [row] = await tx.delete(webhookSubscriptions).where(ofStore(store.id, id)).returning({ id: webhookSubscriptions.id });
    if (!row) throw notFound();
  });
}

/** A new secret replaces the old at once (every later try signs with it); answered this once. */
export function rotateSecret(store: StoreContext, id: string, options: WebhookOptions): Promise<WebhookSecret> {
  const secret = newSecret();
  return store.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookSubscriptions)
      .set({ secret: options.box.seal(secret), updatedAt: new Date() })
      .where(ofStore(store.id, id))
      .returning({ id: webhookSubscriptions.id });
    if (!row) throw notFound();
    return { secret };
  });
}

type DeliveryRow = typeof webhookDeliveries.$inferSelect;

const toDelivery = (r: DeliveryRow): WebhookDelivery => ({
  id: r.id,
  messageId: messageIdOf(r.id),
  event: r.event,
  status: r.status,
  attempts: r.attempts,
  statusCode: r.statusCode,
  error: r.error,
  latencyMs: r.latencyMs,
  response: r.response,
  nextAttemptAt: r.status === 'pending' ? iso(r.nextAttemptAt) : null,
  createdAt: r.createdAt.toISOString(),
  lastAttemptAt: iso(r.lastAttemptAt),
});

/** The endpoint's delivery log, newest first, a page at a time; another store's endpoint is 404. */
export function deliveries(
  store: StoreContext,
  id: string,
  query: WebhookDeliveriesQueryValues,
): Promise<{ items: WebhookDelivery[]; total: number }> {
  return store.read(async (db) => {
    await readOne(db, store.id, id);
    const where = and(
      eq(webhookDeliveries.storeId, store.id),
      eq(webhookDeliveries.subscriptionId, id),
      query.status ? eq(webhookDeliveries.status, query.status) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(webhookDeliveries)
        .where(where)
        .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      db.select({ n: count() }).from(webhookDeliveries).where(where),
    ]);
    return { items: rows.map(toDelivery), total: Number(total?.n ?? 0) };
  });
}

async function deliveryOf(tx: Tx, storeId: string, id: string, deliveryId: string) {
  const [row] = await tx
    .select()
    .from(webhookDeliveries)
    .where(
      and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.storeId, storeId), eq(webhookDeliveries.subscriptionId, id)),
    );
  if (!row) throw notFound();
  return row;
}

/** Every try of one delivery, first to last. */
export function attempts(store: StoreContext, id: string, deliveryId: string): Promise<WebhookAttempt[]> {
  return store.read(async (db) => {
    await deliveryOf(db, store.id, id, deliveryId);
    const rows = await db
      .select()
      .from(webhookAttempts)
      .where(and(eq(webhookAttempts.deliveryId, deliveryId), eq(webhookAttempts.storeId, store.id)))
      .orderBy(asc(webhookAttempts.attempt));
    return rows.map((r) => ({
      attempt: r.attempt,
      statusCode: r.statusCode,
      error: r.error,
      latencyMs: r.latencyMs,
      response: r.response,
      at: r.createdAt.toISOString(),
    }));
  });
}

/**
 * "Send again": the same message (same body, same `webhook-id`, a new timestamp and signature) is
 * tried again at once, with a new round of retries; refused while the delivery is still being
 * tried, or while its endpoint is off.
 */
export function resend(store: StoreContext, id: string, deliveryId: string, options: WebhookOptions): Promise<WebhookDelivery> {
  return store.transaction(async (tx) => {
    const row = await deliveryOf(tx, store.id, id, deliveryId);
    const [sub] = await tx
      .select({ isActive: webhookSubscriptions.isActive })
      .from(webhookSubscriptions)
      .where(ofStore(store.id, id));
    if (!sub?.isActive) throw conflict('webhook.inactive');
    if (row.status === 'pending') throw conflict('webhook.deliveryPending');
    const now = new Date();
    const [again] = await tx
      .update(webhookDeliveries)
      .set({ status: 'pending', roundStart: row.attempts, nextAttemptAt: now, updatedAt: now })
      .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.attempts, row.attempts)))
      .returning();
    if (!again) throw conflict('webhook.deliveryPending');
    await options.jobs.send(tx, WEBHOOK_QUEUE, { deliveryId, attempt: row.attempts + 1 } satisfies Job, { group: id });
    return toDelivery(again);
  });
}

/** Seals every signing secret sealed by an older key again with the current one (`secrets:reseal`); how many. */
export async function resealWebhookSecrets(db: Db, box: SecretBox): Promise<number> {
  const rows = await db.select({ id: webhookSubscriptions.id, secret: webhookSubscriptions.secret }).from(webhookSubscriptions);
  let resealed = 0;
  for (const row of rows) {
    if (!box.isStale(row.secret)) continue;
    await db
      .update(webhookSubscriptions)
      .set({ secret: box.seal(box.open(row.secret)) })
      .where(eq(webhookSubscriptions.id, row.id));
    resealed += 1;
  }
  return resealed;
}
