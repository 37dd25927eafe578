import { and, desc, eq } from 'drizzle-orm';
import {
  maskIdentityNumber,
  type VerificationSummary,
  type VerifyIdentityResult,
  type VerifyIdentityValues,
  storeOfPrivatePath,
} from '@souqna/contracts';
import type { Tx } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { conflict, invalidFields } from '../../platform/errors.ts';
import { uuidv7 } from '../../platform/ids.ts';
import type { StoreContext } from '../../platform/store-context.ts';
import { lockStore, updateStore } from '../stores/store-row.ts';
import { storeVerifications } from './tables.ts';

type VerificationRow = typeof storeVerifications.$inferSelect;

export const toSummary = (row: VerificationRow): VerificationSummary => ({
  verificationId: row.id,
  status: row.status,
  identityNumberMasked: maskIdentityNumber(row.identityNumber),
  submittedAt: row.submittedAt.toISOString(),
  reviewedAt: row.reviewedAt?.toISOString() ?? null,
  rejectionReason: row.rejectionReason,
});

/** The store's newest submission: the one that counts. */
export async function latestVerification(tx: Tx, storeId: string): Promise<VerificationRow | undefined> {
  const [row] = await tx
    .select()
    .from(storeVerifications)
    .where(eq(storeVerifications.storeId, storeId))
    .orderBy(desc(storeVerifications.submittedAt), desc(storeVerifications.id))
    .limit(1);
  return row;
}

/** The documents of a submission: private uploads, shown to the operator through signed links. */
export const DOCUMENTS = ['frontImage', 'backImage', 'selfieImage', 'bankStatement'] as const;

/** What a submission is given: the clock, and whether stores are approved without the operator (AUTO_APPROVE_STORES). */
export interface VerificationOptions {
  now: Clock;
  autoApproveStores: boolean;
}

/**
 * Identity verification, the last onboarding step: records a submission. A new one replaces a
 * pending one and answers a rejection; an active store is done. The store waits for the platform
 * operator (`pending`), or is active at once when AUTO_APPROVE_STORES is on.
 */
export async function submit(
  store: StoreContext,
  input: VerifyIdentityValues,
  { now: clock, autoApproveStores: autoApprove }: VerificationOptions,
): Promise<VerifyIdentityResult> {
  return store.transaction(async (tx) => {
    // Each document must be a private upload of this very store (never another store's, never public).
    const foreign = DOCUMENTS.filter((field) => storeOfPrivatePath(input[field]) !== store.id);
    if (foreign.length) throw invalidFields(...foreign.map((path) => ({ path, code: 'invalid_value' })));
    const current = await lockStore(tx, store.id);
    if (current.status === 'active') throw conflict('verification.alreadyActive');
    const now = clock();
    await tx
      .update(storeVerifications)
      .set({ status: 'superseded' })
      .where(and(eq(storeVerifications.storeId, store.id), eq(storeVerifications.status, 'pending')));
    const [row] = await tx
      .insert(storeVerifications)
      .values({
        id: uuidv7(),
        storeId: store.id,
        submittedBy: store.userId,
        identityNumber: input.identityNumber,
        birthDate: input.birthDate,
        frontImage: input.frontImage,
        backImage: input.backImage,
        selfieImage: input.selfieImage,
        bankStatement: input.bankStatement,
        termsAcceptedAt: now,
        lang: store.lang,
        status: autoApprove ? 'approved' : 'pending',
        reviewedAt: autoApprove ? now : null,
        submittedAt: now,
      })
      .returning();
    const status = autoApprove ? 'active' : 'pending';
    await updateStore(tx, store.id, { status, rejectionReason: null, isIdentityVerified: true }, now);
    return { verification: toSummary(row!), storeStatus: status, isStoreVerified: status === 'active' };
  });
}
