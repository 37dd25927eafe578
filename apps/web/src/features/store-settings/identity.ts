import { z } from 'zod';
import { ENTITY_TYPES, imageRef, optionalText, requiredText, type EntityTypeId } from '@souqna/contracts';

/*
 * The store identity calls (`GET /store/get-all-store-data`, `POST /store/store`) belong to the
 * onboarding branch, which is not merged here yet. This is their agreed shape; at merge the
 * contracts' own schema (`StoreDataInput`) replaces `StoreIdentityInput` below.
 */

/** `POST /store/store`: a field left out is cleared. */
export const StoreIdentityInput = z.strictObject({
  entityType: z.enum(ENTITY_TYPES),
  name: requiredText({ max: 100 }),
  description: optionalText({ max: 1000 }),
  logo: imageRef().optional(),
  favicon: imageRef().optional(),
});
export type StoreIdentityInput = z.input<typeof StoreIdentityInput>;

/** What the identity tab reads of `GET /store/get-all-store-data`. */
export interface StoreIdentity {
  storeId: string;
  name: string | null;
  logo: string | null;
  description: string | null;
  favicon: string | null;
  entityType: EntityTypeId | null;
  domain: string | null;
  url: string | null;
}

/** The identity tab's values: texts, with '' for "none". */
export interface IdentityValues {
  entityType: EntityTypeId;
  name: string;
  description: string;
  logo: string;
  favicon: string;
}

export const IDENTITY_FIELDS = ['entityType', 'name', 'description', 'logo', 'favicon'] as const;

export const identityValuesOf = (store: StoreIdentity): IdentityValues => ({
  entityType: store.entityType ?? 'individual',
  name: store.name ?? '',
  description: store.description ?? '',
  logo: store.logo ?? '',
  favicon: store.favicon ?? '',
});

/** The body of `POST /store/store`: empty values are left out. */
export function identityInputOf(values: IdentityValues): StoreIdentityInput {
  const input: StoreIdentityInput = { entityType: values.entityType, name: values.name };
  if (values.description.trim()) input.description = values.description;
  if (values.logo.trim()) input.logo = values.logo;
  if (values.favicon.trim()) input.favicon = values.favicon;
  return input;
}

/** The answer is `data.store` in the agreed contract; accept the store at the top level too. */
export function identityOfAnswer(data: unknown): StoreIdentity {
  const holder = data as { store?: StoreIdentity } & StoreIdentity;
  return holder.store ?? holder;
}
