import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { WEBHOOK_RESPONSE_EXCERPT, type Language, type WebhookEvent } from '@souqna/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import { uuidv7 } from '../../platform/ids.ts';
import type { Jobs } from '../../platform/jobs.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { SecretBox } from '../../platform/sealed-secrets.ts';
import { storeMembers, users } from '../accounts/tables.ts';
import { readStore } from '../stores/store-row.ts';
import { postMessage, type SendResult } from './webhook-address.ts';
import { webhookAttempts, webhookDeliveries, webhookSubscriptions } from './tables.ts';

/** What the webhooks need of the running server. */
export interface WebhookDeps {
  db: Db;
  jobs: Jobs;
  box: SecretBox;
  mailer: Mailer;
  /** The app's address, for the link in the notice e-mail. */
  appUrl: string;
  /** WEBHOOKS_ALLOW_PRIVATE: private addresses and plain http allowed (config.ts). */
  allowPrivate: boolean;
}

export const WEBHOOK_QUEUE = 'webhook-deliver';

/**
 * The wait before each try after the first (5 s, 5 min, 30 min, 2 h, 5 h, 10 h): seven tries over
 * about 18 hours, then the delivery has failed.
 */
export const RETRY_DELAYS_SECONDS = [5, 300, 1_800, 7_200, 18_000, 36_000] as const;
export const TRIES = RETRY_DELAYS_SECONDS.length + 1;

/** An endpoint is turned off when this many deliveries in a row failed all their tries… */
export const DISABLE_AFTER_FAILED_DELIVERIES = 5;
/** …and nothing it answered has been a success for this long. */
export const DISABLE_AFTER_FAILING_HOURS = 24;

/** A new signing secret: `whsec_` and the base64 of 32 random bytes (Standard Webhooks). */
export const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/** The `webhook-id` of a delivery: the same on every try and on "send again". */
export const messageIdOf = (deliveryId: string) => `msg_${deliveryId.replaceAll('-', '')}`;

export interface Job {
  deliveryId: string;
  /** The try this job makes (1 for the first); a job whose try was made already does nothing. */
  attempt: number;
}

/** The store's active endpoints and what each hears (at most 10 rows), read in the change's transaction. */
const activeOf = preparedQuery('webhook_active_subscriptions', (db) =>
  db
    .select({ id: webhookSubscriptions.id, events: webhookSubscriptions.events })
    .from(webhookSubscriptions)
    .where(and(eq(webhookSubscriptions.storeId, sql.placeholder('storeId')), eq(webhookSubscriptions.isActive, true))),
);

export function activeSubscriptions(tx: Tx, storeId: string) {
  return activeOf(tx, { storeId });
}

/**
 * Queues `type` with `data` to each of `subscriptions` that hears it, in the caller's transaction:
 * a delivery row and its first job each, so a rollback leaves neither.
 */
export async function queueDeliveries(
  tx: Tx,
  jobs: Jobs,
  storeId: string,
  subscriptions: readonly { id: string; events: readonly WebhookEvent[] }[],
  type: WebhookEvent,
  data: object,
): Promise<void> {
  const to = subscriptions.filter((s) => s.events.includes(type));
  if (!to.length) return;
  const body = JSON.stringify({ type, timestamp: new Date().toISOString(), data });
  const rows = to.map((s) => ({ id: uuidv7(), storeId, subscriptionId: s.id, event: type, body, nextAttemptAt: new Date() }));
  await tx.insert(webhookDeliveries).values(rows);
  await jobs.sendMany(
    tx,
    WEBHOOK_QUEUE,
    rows.map((row) => ({ data: { deliveryId: row.id, attempt: 1 } satisfies Job, group: row.subscriptionId })),
  );
}

/** The headers of one try: the message's id, the time of this try, and its signature with the endpoint's secret. */
export function signedHeaders(secret: string, deliveryId: string, body: string, at = new Date()) {
  const id = messageIdOf(deliveryId);
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(id, at, body),
  };
}

const succeeded = (r: SendResult) => 'statusCode' in r && r.statusCode >= 200 && r.statusCode < 300;

interface TryOutcome {
  status: 'succeeded' | 'failed' | 'pending';
  statusCode: number | null;
  error: string | null;
  response: string | null;
  latencyMs: number;
  nextAttemptAt: Date | null;
  at: Date;
}

/**
 * Keeps try `attempt` of a delivery, in one statement: its outcome on the delivery and a row of its
 * own among the tries, only while the delivery is still waiting for exactly this try (so a second
 * job for it, from another instance or "send again" in between, keeps nothing). Whether it kept it.
 */
async function keepTry(q: Db | Tx, deliveryId: string, attempt: number, o: TryOutcome): Promise<boolean> {
  const { rows } = await q.execute(sql`
    with claimed as (
      update ${webhookDeliveries}
         set status = ${o.status}, attempts = ${attempt}, status_code = ${o.statusCode}::int, error = ${o.error},
             response = ${o.response}, latency_ms = ${o.latencyMs}::int, next_attempt_at = ${o.nextAttemptAt}::timestamptz,
             last_attempt_at = ${o.at}::timestamptz, updated_at = ${o.at}::timestamptz
       where id = ${deliveryId} and status = 'pending' and attempts = ${attempt - 1}
      returning id, store_id
    )
    insert into ${webhookAttempts} (id, store_id, delivery_id, attempt, status_code, error, latency_ms, response, created_at)
    select ${uuidv7()}::uuid, store_id, id, ${attempt}::int, ${o.statusCode}::int, ${o.error}, ${o.latencyMs}::int,
           ${o.response}, ${o.at}::timestamptz
      from claimed
    returning delivery_id`);
  return rows.length > 0;
}

/**
 * One try of a delivery (the queue's job): sends the message unless the endpoint is off, then keeps
 * what came back, queues the next try or marks the delivery failed, and turns off an endpoint that
 * has failed for too long, all in one transaction. A success at an endpoint with no failures to
 * forget is one statement (`keepTry`), the common case at 250 deliveries a second. A job whose try
 * was made already (another instance, or "send again" in between) does nothing, so each try is
 * sent once.
 */
export async function deliver(deps: WebhookDeps, { deliveryId, attempt }: Job): Promise<void> {
  const { db } = deps;
  const [row] = await db
    .select({
      storeId: webhookDeliveries.storeId,
      subscriptionId: webhookDeliveries.subscriptionId,
      body: webhookDeliveries.body,
      status: webhookDeliveries.status,
      attempts: webhookDeliveries.attempts,
      roundStart: webhookDeliveries.roundStart,
      url: webhookSubscriptions.url,
      secret: webhookSubscriptions.secret,
      isActive: webhookSubscriptions.isActive,
      failingSince: webhookSubscriptions.failingSince,
      failedDeliveries: webhookSubscriptions.failedDeliveries,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookSubscriptions, eq(webhookSubscriptions.id, webhookDeliveries.subscriptionId))
    .where(eq(webhookDeliveries.id, deliveryId));
  if (!row || row.status !== 'pending' || row.attempts !== attempt - 1) return;
  const result: SendResult = row.isActive
    ? await postMessage(row.url, signedHeaders(deps.box.open(row.secret), deliveryId, row.body), row.body, deps.allowPrivate)
    : { error: 'endpoint_off', latencyMs: 0 };
  const ok = succeeded(result);
  const triesInRound = attempt - row.roundStart;
  const delay = ok || !row.isActive ? undefined : RETRY_DELAYS_SECONDS[triesInRound - 1];
  const at = new Date();
  const outcome: TryOutcome = {
    ...('statusCode' in result
      ? { statusCode: result.statusCode, error: null, response: result.response.slice(0, WEBHOOK_RESPONSE_EXCERPT) }
      : { statusCode: null, error: result.error, response: null }),
    latencyMs: result.latencyMs,
    status: ok ? 'succeeded' : delay === undefined ? 'failed' : 'pending',
    nextAttemptAt: delay === undefined ? null : new Date(at.getTime() + delay * 1000),
    at,
  };
  const nothingToForget = row.failingSince === null && row.failedDeliveries === 0;
  if (!row.isActive || (ok && nothingToForget)) {
    await keepTry(db, deliveryId, attempt, outcome);
    return;
  }

  await db.transaction(async (tx) => {
    if (!(await keepTry(tx, deliveryId, attempt, outcome))) return;
    if (ok) {
      await tx
        .update(webhookSubscriptions)
        .set({ failingSince: null, failedDeliveries: 0 })
        .where(eq(webhookSubscriptions.id, row.subscriptionId));
      return;
    }
    if (delay !== undefined) {
      await tx
        .update(webhookSubscriptions)
        .set({ failingSince: sql`coalesce(${webhookSubscriptions.failingSince}, ${at})` })
        .where(eq(webhookSubscriptions.id, row.subscriptionId));
      await deps.jobs.send(tx, WEBHOOK_QUEUE, { deliveryId, attempt: attempt + 1 } satisfies Job, {
        startAfterSeconds: delay,
        group: row.subscriptionId,
      });
      return;
    }
    await deliveryFailed(tx, deps, row.storeId, row.subscriptionId, at);
  });
}

/** A delivery failed all its tries: counted, and the endpoint turned off (its owner told) when it has failed for too long. */
async function deliveryFailed(tx: Tx, deps: WebhookDeps, storeId: string, subscriptionId: string, now: Date) {
  const [sub] = await tx
    .update(webhookSubscriptions)
    .set({
      failingSince: sql`coalesce(${webhookSubscriptions.failingSince}, ${now})`,
      failedDeliveries: sql`${webhookSubscriptions.failedDeliveries} + 1`,
    })
    .where(eq(webhookSubscriptions.id, subscriptionId))
    .returning();
  if (!sub || !sub.isActive || sub.failedDeliveries < DISABLE_AFTER_FAILED_DELIVERIES) return;
  if (now.getTime() - (sub.failingSince ?? now).getTime() < DISABLE_AFTER_FAILING_HOURS * 3_600_000) return;
  await tx
    .update(webhookSubscriptions)
    .set({ isActive: false, disabledReason: 'failing', disabledAt: now, updatedAt: now })
    .where(eq(webhookSubscriptions.id, subscriptionId));
  await noticeOwner(tx, deps, storeId, sub.url, sub.lang);
}

/** E-mails the store's owner that an endpoint was turned off, in the language it was made in. */
async function noticeOwner(tx: Tx, deps: WebhookDeps, storeId: string, url: string, lang: Language) {
  const [owner] = await tx
    .select({ email: users.email, name: users.name })
    .from(storeMembers)
    .innerJoin(users, eq(users.id, storeMembers.userId))
    .where(and(eq(storeMembers.storeId, storeId), eq(storeMembers.role, 'owner')))
    .orderBy(asc(storeMembers.createdAt))
    .limit(1);
  if (!owner) return;
  const store = await readStore(tx, storeId);
  await deps.mailer.send(tx, {
    template: 'webhook-disabled',
    to: owner.email,
    lang,
    params: {
      name: owner.name,
      storeName: store.name ?? store.domain ?? '',
      url,
      link: `${deps.appUrl}/integrations/webhooks`,
    },
  });
}

/**
 * Tries of one endpoint at once, over every instance: an endpoint that never answers holds this
 * many delivery workers for its 10 s each, not all six, and the others' tries fetched beside its
 * own go on (platform/jobs.ts runs a batch's groups side by side).
 */
export const TRIES_AT_ONCE_PER_ENDPOINT = 2;

/** Starts the delivery workers: six per instance, each endpoint's tries a group of the queue. */
export async function startDeliveries(deps: WebhookDeps): Promise<void> {
  // Six at once: a delivery mostly waits on the endpoint, and with two a busy store's messages queued
  // up behind each other (bench/webhooks.mjs, 250 a second: p95 3.7 s with two, 0.12 s with six).
  await deps.jobs.define<Job>(WEBHOOK_QUEUE, (job) => deliver(deps, job), {
    retryLimit: 2,
    concurrency: 6,
    groupConcurrency: TRIES_AT_ONCE_PER_ENDPOINT,
  });
}
