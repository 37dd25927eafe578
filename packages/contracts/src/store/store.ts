import { z } from 'zod';
import { refine } from 'zod/mini';
import { ENTITY_TYPES, Stage } from '../accounts/auth.ts';
import { imageRef, optionalText, requiredText } from '../platform/fields.ts';
import { StoreCategory } from './category.ts';
import { ServiceChannel } from './contact.ts';
import { STORE_STATUSES, VerificationSummary } from './verification.ts';
import { Warehouse } from './warehouse.ts';
import { PLAN_IDS } from './plans.ts';

/**
 * The most UTF-8 bytes of a store's name: it is the seller's name in ZATCA's QR code, a field whose
 * length is one byte. 100 Arabic letters are 200 bytes; some scripts and emoji take 3 or 4 a letter.
 */
export const STORE_NAME_MAX_BYTES = 255;
const storeName = () =>
  requiredText({ max: 100 }).check(
    refine((name: string) => new TextEncoder().encode(name).length <= STORE_NAME_MAX_BYTES, { message: 'name_bytes' }),
  );

/** Entity type and store data, the first onboarding step. Absent optional fields are cleared. */
export const StoreDataInput = z.strictObject({
  entityType: z.enum(ENTITY_TYPES),
  name: storeName(),
  description: z.nullable(optionalText({ max: 1000 })),
  logo: z.nullable(imageRef()).optional(),
  favicon: z.nullable(imageRef()).optional(),
});
export type StoreDataInput = z.input<typeof StoreDataInput>;
export type StoreDataValues = z.output<typeof StoreDataInput>;

/** Store info of spec §3. */
export const StoreIdentity = z.object({
  storeId: z.uuid(),
  name: z.string().nullable(),
  logo: z.string().nullable(),
  description: z.string().nullable(),
  colour: z.string(),
  domain: z.string().nullable(),
  favicon: z.string().nullable(),
  entityType: z.enum(ENTITY_TYPES).nullable(),
});
export type StoreIdentity = z.infer<typeof StoreIdentity>;

/** Everything a merchant's store has, for the activation page, settings and the user menu. */
export const AllStoreData = StoreIdentity.extend({
  url: z.string().nullable(),
  status: z.enum(STORE_STATUSES),
  isStoreVerified: z.boolean(),
  rejectionReason: z.string().nullable(),
  plan: z.enum(PLAN_IDS),
  stage: Stage,
  categories: z.array(StoreCategory),
  channels: z.array(ServiceChannel),
  warehouses: z.array(Warehouse),
  verification: VerificationSummary.nullable(),
});
export type AllStoreData = z.infer<typeof AllStoreData>;
