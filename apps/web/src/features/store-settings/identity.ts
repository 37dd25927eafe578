import type { AllStoreData, EntityTypeId, StoreDataInput } from '@souqna/contracts';

/** What the identity tab reads: the store of `GET /store/get-all-store-data`. */
export type StoreIdentity = AllStoreData;

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
export function identityInputOf(values: IdentityValues): StoreDataInput {
  const input: StoreDataInput = { entityType: values.entityType, name: values.name };
  if (values.description.trim()) input.description = values.description;
  if (values.logo.trim()) input.logo = values.logo;
  if (values.favicon.trim()) input.favicon = values.favicon;
  return input;
}
