import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { systemClock, type Clock } from '../../platform/clock.ts';
import { invalidFields, conflict, notFound } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { ownersOf } from '../accounts/user-read.ts';
import { lockStore, readStore, storesWithStatus, storeUrl, updateStore } from '../stores/store-row.ts';
import { storeVerifications } from './tables.ts';
import { DOCUMENTS, latestVerification } from './verification.service.ts';
import type { PrivateLinks } from '../../platform/uploads/private-links.ts';

export const REJECTION_REASON_MAX = 500;

export interface PendingStore {
  storeId: string;
  name: string | null;
  domain: string | null;
  ownerEmail: string | null;
  submittedAt: Date;
}

/** What the operator reviews: the latest submission, with links to its documents that expire. */
export interface SubmittedDocuments {
  storeId: string;
  name: string | null;
  status: string;
  identityNumber: string;
  birthDate: string;
  submittedAt: Date;
  links: Record<(typeof DOCUMENTS)[number], string>;
}

export interface ReviewOutcome {
  storeId: string;
  name: string | null;
  status: 'active' | 'rejected';
  ownerEmail: string;
}

/** What a decision is given: the mailer that tells the owner, the links it holds, and the clock (the system's by default). */
export interface ReviewOptions {
  mailer: Mailer;
  appUrl: string;
  storeBaseDomain: string;
  now?: Clock;
}

// The platform operator's review of identity verifications (the `admin` command calls it).

/** Stores waiting for review, the longest waiting first. */
export async function pending(db: Db): Promise<PendingStore[]> {
  const waiting = new Map((await storesWithStatus(db, 'pending')).map((s) => [s.id, s]));
  if (!waiting.size) return [];
  const submissions = await db
    .select({ storeId: storeVerifications.storeId, submittedAt: storeVerifications.submittedAt })
    .from(storeVerifications)
    .where(and(eq(storeVerifications.status, 'pending'), inArray(storeVerifications.storeId, [...waiting.keys()])))
    .orderBy(asc(storeVerifications.submittedAt));
  const rows = submissions.map(({ storeId, submittedAt }) => {
    const { name, domain } = waiting.get(storeId)!;
    return { storeId, name, domain, submittedAt };
  });
  if (!rows.length) return [];
  const owners = await ownersOf(
    db,
    rows.map((r) => r.storeId),
  );
  return rows.map((r) => ({ ...r, ownerEmail: owners.get(r.storeId)?.email ?? null }));
}

/** The latest submission of a store and signed links (valid an hour) to its four documents. */
export async function documents(
  db: Db,
  storeId: string,
  links: PrivateLinks,
  { appUrl }: { appUrl: string },
): Promise<SubmittedDocuments> {
  const store = await readStore(db, storeId);
  const submission = await latestVerification(db, storeId);
  if (!submission) throw notFound();
  const link = (path: string) => (path.startsWith('/images/private/') ? links.sign(path, undefined, appUrl) : `${appUrl}${path}`);
  return {
    storeId,
    name: store.name,
    status: submission.status,
    identityNumber: submission.identityNumber,
    birthDate: submission.birthDate,
    submittedAt: submission.submittedAt,
    links: Object.fromEntries(DOCUMENTS.map((field) => [field, link(submission[field])])) as SubmittedDocuments['links'],
  };
}

export async function approve(db: Db, storeId: string, options: ReviewOptions): Promise<ReviewOutcome> {
  return decide(db, storeId, null, options);
}

export async function reject(db: Db, storeId: string, reason: string, options: ReviewOptions): Promise<ReviewOutcome> {
  const text = reason.trim();
  if (!text) throw invalidFields({ path: 'reason', code: 'required' });
  if (text.length > REJECTION_REASON_MAX)
    throw invalidFields({
      path: 'reason',
      code: 'too_big',
      messageKey: 'field.too_big.string',
      params: { maximum: REJECTION_REASON_MAX },
    });
  return decide(db, storeId, text, options);
}

/** Approves (reason null) or rejects the store's pending submission, and e-mails the owner in the language they used. */
async function decide(db: Db, storeId: string, reason: string | null, options: ReviewOptions): Promise<ReviewOutcome> {
  const { mailer, appUrl, storeBaseDomain, now: clock = systemClock } = options;
  return db.transaction(async (tx) => {
    const store = await lockStore(tx, storeId);
    const verification = await latestVerification(tx, storeId);
    if (!verification) throw conflict('review.notSubmitted');
    if (store.status !== 'pending' || verification.status !== 'pending') throw conflict('review.notPending');
    const now = clock();
    const status = reason === null ? 'active' : 'rejected';
    await tx
      .update(storeVerifications)
      .set({ status: reason === null ? 'approved' : 'rejected', rejectionReason: reason, reviewedAt: now })
      .where(eq(storeVerifications.id, verification.id));
    await updateStore(tx, storeId, { status, rejectionReason: reason }, now);
    const owner = await ownerOf(tx, storeId);
    const storeName = store.name ?? store.domain ?? '';
    const lang = verification.lang;
    const link = `${appUrl}/StoreActivePage`;
    await mailer.send(
      tx,
      reason === null
        ? {
            to: owner.email,
            lang,
            template: 'store-approved',
            params: { name: owner.name, storeName, storeUrl: storeUrl(store.domain, storeBaseDomain), link },
          }
        : { to: owner.email, lang, template: 'store-rejected', params: { name: owner.name, storeName, reason, link } },
    );
    return { storeId, name: store.name, status, ownerEmail: owner.email };
  });
}

async function ownerOf(tx: Tx, storeId: string) {
  const row = (await ownersOf(tx, [storeId])).get(storeId);
  if (!row) throw notFound();
  return row;
}
