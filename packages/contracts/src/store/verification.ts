import { z } from 'zod';
import { privateImageRef } from '../uploads/uploads.ts';
import { toLatinDigits } from './contact.ts';

export const MINIMUM_AGE = 18;

/** Whole years between an ISO birth date and `today` (both read as calendar dates in UTC). */
export function ageOn(birthDate: string, today: Date): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  const years = today.getUTCFullYear() - y;
  const beforeBirthday = today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  return beforeBirthday ? years - 1 : years;
}

const identityNumber = () =>
  z
    .string()
    .trim()
    .transform(toLatinDigits)
    .pipe(z.string().regex(/^\d{5,20}$/, { message: 'invalid_identity_number' }));

const birthDate = () =>
  z
    .string()
    .pipe(z.iso.date({ message: 'invalid_date' }))
    .refine((v) => v <= new Date().toISOString().slice(0, 10), { message: 'date_in_future', abort: true })
    .refine((v) => ageOn(v, new Date()) >= MINIMUM_AGE, { message: 'too_young' });

/** Identity verification of spec §3: national id or iqama, birth date, documents, and the terms. */
export const VerifyIdentityInput = z.strictObject({
  identityNumber: identityNumber(),
  birthDate: birthDate(),
  // Identity documents are private uploads: never served to anyone without a signed, expiring link.
  frontImage: privateImageRef(),
  backImage: privateImageRef(),
  selfieImage: privateImageRef(),
  bankStatement: privateImageRef(),
  termsAccepted: z.literal(true, { message: 'terms_required' }),
});
export type VerifyIdentityInput = z.input<typeof VerifyIdentityInput>;
export type VerifyIdentityValues = z.output<typeof VerifyIdentityInput>;

export const STORE_STATUSES = ['draft', 'pending', 'active', 'rejected'] as const;
export type StoreStatus = (typeof STORE_STATUSES)[number];

export const VERIFICATION_STATUSES = ['pending', 'approved', 'rejected', 'superseded'] as const;

/** What the merchant sees of a submission: never the identity number in full. */
export const VerificationSummary = z.object({
  verificationId: z.uuid(),
  status: z.enum(VERIFICATION_STATUSES),
  identityNumberMasked: z.string(),
  submittedAt: z.iso.datetime(),
  reviewedAt: z.iso.datetime().nullable(),
  rejectionReason: z.string().nullable(),
});
export type VerificationSummary = z.infer<typeof VerificationSummary>;

export const VerifyIdentityResult = z.object({
  verification: VerificationSummary,
  storeStatus: z.enum(STORE_STATUSES),
  isStoreVerified: z.boolean(),
});
export type VerifyIdentityResult = z.infer<typeof VerifyIdentityResult>;

/** All but the last four digits hidden. */
export const maskIdentityNumber = (n: string) => '*'.repeat(Math.max(0, n.length - 4)) + n.slice(-4);
