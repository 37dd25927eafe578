import { z } from 'zod';
import { collectionEndpoints } from '../platform/collection.ts';
import { endpoint } from '../platform/endpoint.ts';
import { optionalText, requiredText } from '../platform/fields.ts';
import { ListQuery } from '../platform/list.ts';
import { cityId, countryId, regionId } from '../reference/reference.ts';
import { Contact, ContactInput } from './contact.ts';
import { storeCurrency } from './settings.ts';

/** Branch types of spec §3: a branch is a stock location, whatever it is called. */
export const BRANCH_TYPES = ['store', 'warehouse', 'office', 'factory', 'physical', 'online'] as const;
export type BranchType = (typeof BRANCH_TYPES)[number];

export const MAX_BRANCH_CONTACTS = 10;
export const MAX_PREPARATION_HOURS = 720;
export const MAX_COD_FEE = 1_000_000;

/** A time of day, 24-hour `HH:MM`: the earliest an order placed now can be ready. */
const timeOfDay = () =>
  z
    .string()
    .trim()
    .min(1)
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'invalid_time' });

const optionalShort = (max: number) => z.nullable(optionalText({ max }));

/** A branch or warehouse as the merchant enters it (spec §3 Branch, required fields of §5). */
export const WarehouseInput = z
  .strictObject({
    name: requiredText({ max: 100 }),
    type: z.enum(BRANCH_TYPES),
    addressDescription: requiredText({ max: 500 }),
    preparationTimeHours: z.number().int().min(0).max(MAX_PREPARATION_HOURS),
    closestReadinessTime: timeOfDay(),
    street: requiredText({ max: 200 }),
    buildingNumber: optionalShort(20),
    secondaryNumber: optionalShort(20),
    postalCode: optionalShort(20),
    countryId: countryId(),
    cityId: cityId(),
    regionId: regionId().nullable().optional(),
    isOpen: z.boolean().default(true),
    codAvailable: z.boolean().default(false),
    codFee: z.number().min(0).max(MAX_COD_FEE),
    supportsPickup: z.boolean().default(false),
    isMain: z.boolean().default(false),
    latitude: z.number().min(-90).max(90).nullable().optional(),
    longitude: z.number().min(-180).max(180).nullable().optional(),
    contacts: z.array(ContactInput).max(MAX_BRANCH_CONTACTS).default([]),
  })
  .superRefine((b, ctx) => {
    if (!b.cityId.startsWith(`${b.countryId}-`))
      ctx.addIssue({ code: 'custom', message: 'city_not_in_country', path: ['cityId'], input: b.cityId });
    if (b.regionId && !b.regionId.startsWith(`${b.cityId}-`))
      ctx.addIssue({ code: 'custom', message: 'region_not_in_city', path: ['regionId'], input: b.regionId });
    const hasLat = b.latitude !== undefined && b.latitude !== null;
    const hasLng = b.longitude !== undefined && b.longitude !== null;
    if (hasLat !== hasLng)
      ctx.addIssue({ code: 'custom', message: 'coordinates_pair', path: [hasLat ? 'longitude' : 'latitude'], input: null });
  });
export type WarehouseInput = z.input<typeof WarehouseInput>;
export type WarehouseValues = z.output<typeof WarehouseInput>;

/**
 * The onboarding's first branch, with the currency the store sells in (asked there, offered from the
 * branch's country: `currencyOfCountry`); left out, the store's currency stays as it is.
 */
export const FirstWarehouseInput = WarehouseInput.safeExtend({ currency: storeCurrency().optional() });
export type FirstWarehouseInput = z.input<typeof FirstWarehouseInput>;

export const Warehouse = z.object({
  id: z.uuid(),
  name: z.string(),
  type: z.enum(BRANCH_TYPES),
  addressDescription: z.string(),
  preparationTimeHours: z.number().int(),
  closestReadinessTime: z.string(),
  street: z.string(),
  buildingNumber: z.string().nullable(),
  secondaryNumber: z.string().nullable(),
  postalCode: z.string().nullable(),
  countryId: z.string(),
  cityId: z.string(),
  regionId: z.string().nullable(),
  isOpen: z.boolean(),
  codAvailable: z.boolean(),
  codFee: z.number(),
  supportsPickup: z.boolean(),
  isMain: z.boolean(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  contacts: z.array(Contact),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Warehouse = z.infer<typeof Warehouse>;

/** The short form for selects. */
export const WarehouseOption = z.object({ id: z.uuid(), name: z.string(), type: z.enum(BRANCH_TYPES), isMain: z.boolean() });
export type WarehouseOption = z.infer<typeof WarehouseOption>;

export const WarehouseParams = z.strictObject({ id: z.uuid() });

/** Branches and warehouses: the onboarding step, the selects and the branches screen (admin). */
export const warehouseEndpoints = {
  /** The onboarding step: the first branch, which also marks the branch stage done. */
  addFirst: endpoint({ method: 'POST', path: '/store/add-warehouse', body: FirstWarehouseInput, data: Warehouse, status: 201 }),
  options: endpoint({ method: 'GET', path: '/store/warehouse-to-store', data: z.array(WarehouseOption) }),
  /** Every branch with its contacts, the main one first. */
  withContacts: endpoint({ method: 'GET', path: '/store/store-warehouse-with-contact', data: z.array(Warehouse) }),
  ...collectionEndpoints('/inventory/warehouse', {
    params: WarehouseParams,
    query: ListQuery,
    body: WarehouseInput,
    data: Warehouse,
  }),
};
