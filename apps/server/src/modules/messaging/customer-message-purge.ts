import { and, lt, ne } from 'drizzle-orm';
import { CUSTOMER_MESSAGE_RETENTION_DAYS } from '@souqna/contracts';
import type { Db } from '../../db/client.ts';
import type { Jobs } from '../../platform/jobs.ts';
import { deleteInBatches } from '../../platform/purge.ts';
import { customerMessages } from './customer-message-tables.ts';

/*
 * The log of the messages sent to customers is kept `CUSTOMER_MESSAGE_RETENTION_DAYS` (90, in
 * contracts: the order page says it too) after a message's last try (docs/decisions.md "Customer
 * messages"): through an order's returns, refunds and complaints, the order page still says what
 * the customer was told. A message still waiting for a try is never purged.
 */
/** Messages a statement. */
export const CUSTOMER_MESSAGE_PURGE_BATCH = 5_000;
export const CUSTOMER_MESSAGE_PURGE_QUEUE = 'customer-message-purge';
/** Every night at 03:45 in Riyadh, after the webhooks' purge. */
const SCHEDULE = { cron: '45 3 * * *', tz: 'Asia/Riyadh' };

/** Deletes, across all stores, the messages finished more than 90 days before `now`; how many. */
export function purgeCustomerMessages(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - CUSTOMER_MESSAGE_RETENTION_DAYS * 86_400_000);
  return deleteInBatches(db, customerMessages, {
    before,
    where: and(ne(customerMessages.state, 'pending'), lt(customerMessages.updatedAt, before))!,
    batch: CUSTOMER_MESSAGE_PURGE_BATCH,
  });
}

/** Schedules the nightly purge (one instance runs it: platform/jobs.ts `schedule`). */
export function startCustomerMessagePurge(db: Db, jobs: Jobs): Promise<void> {
  return jobs.schedule(
    CUSTOMER_MESSAGE_PURGE_QUEUE,
    SCHEDULE.cron,
    async () => {
      await purgeCustomerMessages(db, new Date());
    },
    { tz: SCHEDULE.tz },
  );
}
