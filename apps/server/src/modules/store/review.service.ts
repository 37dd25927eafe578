import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { invalidFields, conflict, notFound } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { storeMembers, stores, users } from '../accounts/tables.ts';
import { lockStore, storeUrl } from './store-row.ts';
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

interface ReviewDeps {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  storeBaseDomain: string;
  now?: () => Date;
}

/** The platform operator's review of identity verifications (the `admin` command calls it). */
export class StoreReviewService {
  private readonly deps: ReviewDeps;
  private readonly now: () => Date;
  constructor(deps: ReviewDeps) {
    this.deps = deps;
    this.now = deps.now ?? (() => new Date());
  }

  /** Stores waiting for review, the longest waiting first. */
  async pending(): Promise<PendingStore[]> {
    const { db } = this.deps;
    const rows = await db
      .select({
        storeId: stores.id,
        name: stores.name,
        domain: stores.domain,
        submittedAt: storeVerifications.submittedAt,
      })
      .from(stores)
      .innerJoin(storeVerifications, and(eq(storeVerifications.storeId, stores.id), eq(storeVerifications.status, 'pending')))
      .where(eq(stores.status, 'pending'))
      .orderBy(asc(storeVerifications.submittedAt));
    if (!rows.length) return [];
    const owners = await db
      .select({ storeId: storeMembers.storeId, email: users.email })
      .from(storeMembers)
      .innerJoin(users, eq(users.id, storeMembers.userId))
      .where(
        and(
          eq(storeMembers.role, 'owner'),
          inArray(
            storeMembers.storeId,
            rows.map((r) => r.storeId),
          ),
        ),
      );
    return rows.map((r) => ({ ...r, ownerEmail: owners.find((o) => o.storeId === r.storeId)?.email ?? null }));
  }

  /** The latest submission of a store and signed links (valid an hour) to its four documents. */
  async documents(storeId: string, links: PrivateLinks): Promise<SubmittedDocuments> {
    const { db, appUrl } = this.deps;
    const [store] = await db.select({ name: stores.name }).from(stores).where(eq(stores.id, storeId));
    const submission = store ? await latestVerification(db, storeId) : undefined;
    if (!store || !submission) throw notFound();
    const link = (path: string) =>
      path.startsWith('/images/private/') ? links.sign(path, undefined, appUrl) : `${appUrl}${path}`;
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

  async approve(storeId: string): Promise<ReviewOutcome> {
    return this.decide(storeId, null);
  }

  async reject(storeId: string, reason: string): Promise<ReviewOutcome> {
    const text = reason.trim();
    if (!text) throw invalidFields({ path: 'reason', code: 'required' });
    if (text.length > REJECTION_REASON_MAX)
      throw invalidFields({
        path: 'reason',
        code: 'too_big',
        messageKey: 'field.too_big.string',
        params: { maximum: REJECTION_REASON_MAX },
      });
    return this.decide(storeId, text);
  }

  /** Approves (reason null) or rejects the store's pending submission, and e-mails the owner in the language they used. */
  private async decide(storeId: string, reason: string | null): Promise<ReviewOutcome> {
    return this.deps.db.transaction(async (tx) => {
      const store = await lockStore(tx, storeId);
      const verification = await latestVerification(tx, storeId);
      if (!verification) throw conflict('review.notSubmitted');
      if (store.status !== 'pending' || verification.status !== 'pending') throw conflict('review.notPending');
      const now = this.now();
      const status = reason === null ? 'active' : 'rejected';
      await tx
        .update(storeVerifications)
        .set({ status: reason === null ? 'approved' : 'rejected', rejectionReason: reason, reviewedAt: now })
        .where(eq(storeVerifications.id, verification.id));
      await tx.update(stores).set({ status, rejectionReason: reason, updatedAt: now }).where(eq(stores.id, storeId));
      const owner = await this.owner(tx, storeId);
      const storeName = store.name ?? store.domain ?? '';
      const lang = verification.lang;
      const link = `${this.deps.appUrl}/StoreActivePage`;
      await this.deps.mailer.send(
        tx,
        reason === null
          ? {
              to: owner.email,
              lang,
              template: 'store-approved',
              params: { name: owner.name, storeName, storeUrl: storeUrl(store.domain, this.deps.storeBaseDomain), link },
            }
          : { to: owner.email, lang, template: 'store-rejected', params: { name: owner.name, storeName, reason, link } },
      );
      return { storeId, name: store.name, status, ownerEmail: owner.email };
    });
  }

  private async owner(tx: Tx, storeId: string) {
    const [row] = await tx
      .select({ email: users.email, name: users.name })
      .from(storeMembers)
      .innerJoin(users, eq(users.id, storeMembers.userId))
      .where(and(eq(storeMembers.storeId, storeId), eq(storeMembers.role, 'owner')))
      .orderBy(asc(storeMembers.createdAt))
      .limit(1);
    if (!row) throw notFound();
    return row;
  }
}
