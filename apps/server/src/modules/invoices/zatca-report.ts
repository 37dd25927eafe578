/**
 * Reporting a signed simplified document to ZATCA (docs/product-rules.md "Invoices"), as the
 * `zatca.report` job the issue queued: reported (with ZATCA's warnings kept), rejected (its errors
 * kept; not tried again: the document is what it is), failed when ZATCA refuses the store's
 * certificate, and thrown when ZATCA cannot be reached so the queue tries again later (pg-boss:
 * 5 retries, backoff from 5 s), until the last try marks it failed.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Jobs } from '../../platform/jobs.ts';
import { onDocumentIssued } from '../orders/order-invoices.ts';
import { reportInvoice } from './zatca/client.ts';
import { zatcaIssuer } from './zatca-issue.ts';
import { messageTexts, productionCredentials, ZATCA_REPORT, type ZatcaOptions } from './zatca-options.ts';
import { zatcaDocuments, zatcaOnboardings } from './zatca-tables.ts';

/** Tries in all: the first and the queue's retries (platform/jobs.ts `retryLimit`). */
export const REPORT_TRIES = 6;

/** Thrown when ZATCA could not be reached: the queue retries the job. */
export class ZatcaUnreachable extends Error {
  override name = 'ZatcaUnreachable';
}

type Outcome = { status: 'reported' | 'reported_with_warnings' | 'rejected' | 'failed'; messages: string[] };

/** Reports one document still pending; a document reported, rejected or failed already is left as it is. */
export async function reportDocument(
  db: Db,
  invoiceId: string,
  options: Pick<ZatcaOptions, 'box' | 'client' | 'now'>,
): Promise<void> {
  const [row] = await db
    .select({
      storeId: zatcaDocuments.storeId,
      hash: zatcaDocuments.hash,
      xml: zatcaDocuments.xml,
      attempts: zatcaDocuments.attempts,
      productionToken: zatcaOnboardings.productionToken,
      productionSecret: zatcaOnboardings.productionSecret,
    })
    .from(zatcaDocuments)
    .innerJoin(zatcaOnboardings, eq(zatcaOnboardings.storeId, zatcaDocuments.storeId))
    .where(and(eq(zatcaDocuments.invoiceId, invoiceId), eq(zatcaDocuments.status, 'pending')));
  if (!row) return;
  const result = await reportInvoice(options.client, productionCredentials(row, options.box), {
    invoiceHash: row.hash,
    uuid: invoiceId,
    xml: row.xml,
  });
  const attempts = row.attempts + 1;
  const keep = (outcome: Outcome | { status: 'pending'; messages: string[] }) =>
    db
      .update(zatcaDocuments)
      .set({
        ...outcome,
        attempts,
        updatedAt: sql`now()`,
        ...(outcome.status.startsWith('reported') ? { reportedAt: options.now() } : {}),
      })
      .where(and(eq(zatcaDocuments.invoiceId, invoiceId), eq(zatcaDocuments.status, 'pending')));
  switch (result.outcome) {
    case 'reported':
      return void (await keep({ status: 'reported', messages: [] }));
    case 'reported_with_warnings':
      return void (await keep({ status: 'reported_with_warnings', messages: messageTexts(result.warnings) }));
    case 'rejected':
      return void (await keep({ status: 'rejected', messages: messageTexts([...result.errors, ...result.warnings]) }));
    case 'unauthorized':
      return void (await keep({
        status: 'failed',
        messages: [
          `ZATCA refused the store's certificate (HTTP ${result.httpStatus}): renew it by onboarding again, then report the document again`,
        ],
      }));
    case 'unreachable': {
      const message = `ZATCA could not be reached (${result.reason}), try ${attempts} of ${REPORT_TRIES}`;
      if (attempts >= REPORT_TRIES) return void (await keep({ status: 'failed', messages: [message] }));
      await keep({ status: 'pending', messages: [message] });
      throw new ZatcaUnreachable(message);
    }
  }
}

/**
 * Starts phase 2 in the running server: the report job's worker, and the signing of each document
 * issued (bound to the orders' documents). Answers the unbinding, for the server's close.
 */
export async function startZatca(db: Db, jobs: Jobs, options: ZatcaOptions): Promise<() => void> {
  await jobs.define<{ invoiceId: string }>(ZATCA_REPORT, ({ invoiceId }) => reportDocument(db, invoiceId, options));
  return onDocumentIssued(zatcaIssuer(options));
}
