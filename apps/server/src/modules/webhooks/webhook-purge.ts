import { and, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Jobs } from '../../platform/jobs.ts';
import { deleteInBatches } from '../../platform/purge.ts';
import { webhookDeliveries } from './tables.ts';

/**
 * Finished webhook deliveries are kept 30 days after their last try (docs/decisions.md
 * "Webhooks"), as Stripe keeps its events: long enough to read what an endpoint answered and send
 * a message again, well beyond the retries' 18 hours. A delivery still being tried is never purged.
 */
export const WEBHOOK_DELIVERY_RETENTION_DAYS = 30;
/** Deliveries a statement; each takes its tries with it (the foreign key cascades: 7 a round). */
export const WEBHOOK_PURGE_BATCH = 1_000;
export const WEBHOOK_PURGE_QUEUE = 'webhook-purge';
/** Every night at 03:30 in Riyadh, when the stores are quietest. */
const SCHEDULE = { cron: '30 3 * * *', tz: 'Asia/Riyadh' };

/** Deletes, across all stores, the deliveries finished more than 30 days before `now`, and their tries; how many. */
export function purgeWebhookDeliveries(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - WEBHOOK_DELIVERY_RETENTION_DAYS * 86_400_000);
  return deleteInBatches(db, webhookDeliveries, {
    before,
    where: and(ne(webhookDeliveries.status, 'pending'), lt(webhookDeliveries.updatedAt, before))!,
    batch: WEBHOOK_PURGE_BATCH,
  });
}

/** Schedules the nightly purge (one instance runs it: platform/jobs.ts `schedule`). */
export function startWebhookPurge(db: Db, jobs: Jobs): Promise<void> {
  return jobs.schedule(
    WEBHOOK_PURGE_QUEUE,
    SCHEDULE.cron,
    async () => {
      await purgeWebhookDeliveries(db, new Date());
    },
    { tz: SCHEDULE.tz },
  );
}
