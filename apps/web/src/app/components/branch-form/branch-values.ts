import type { BranchType, ContactType, StoreCurrency, Warehouse, WarehouseInput } from '@souqna/contracts';

export interface ContactRow {
  /** A key for React's list only; never sent. */
  key: string;
  type: ContactType;
  value: string;
}

/** The branch form's values: what inputs hold (empty strings, '' for an empty number, null for no choice). */
export interface BranchFormValues {
  name: string;
  type: BranchType | null;
  addressDescription: string;
  preparationTimeHours: number | '';
  closestReadinessTime: string;
  street: string;
  buildingNumber: string;
  secondaryNumber: string;
  postalCode: string;
  countryId: string | null;
  cityId: string | null;
  regionId: string | null;
  isOpen: boolean;
  codAvailable: boolean;
  codFee: number | '';
  supportsPickup: boolean;
  isMain: boolean;
  latitude: number | null;
  longitude: number | null;
  contacts: ContactRow[];
  /** The store's currency, asked with the onboarding's first branch only (`withCurrency`). */
  currency?: StoreCurrency;
}

let keys = 0;
export const rowKey = () => `row-${Date.now().toString(36)}-${(keys++).toString(36)}`;

export const emptyBranch = (overrides: Partial<BranchFormValues> = {}): BranchFormValues => ({
  name: '',
  type: 'store',
  addressDescription: '',
  preparationTimeHours: 24,
  closestReadinessTime: '09:00',
  street: '',
  buildingNumber: '',
  secondaryNumber: '',
  postalCode: '',
  countryId: 'SA',
  cityId: null,
  regionId: null,
  isOpen: true,
  codAvailable: false,
  codFee: 0,
  supportsPickup: false,
  isMain: false,
  latitude: null,
  longitude: null,
  contacts: [],
  ...overrides,
});

const optional = (text: string) => (text.trim() ? text : null);
const number = (n: number | '') => (n === '' ? undefined : n);

/**
 * What the contract reads: empty optional texts are null, an empty number or choice is missing (so
 * it says "required"), and without cash on delivery the fee is 0.
 */
export function toWarehouseInput(v: BranchFormValues): WarehouseInput {
  const input = {
    name: v.name,
    type: v.type ?? undefined,
    addressDescription: v.addressDescription,
    preparationTimeHours: number(v.preparationTimeHours),
    closestReadinessTime: v.closestReadinessTime,
    street: v.street,
    buildingNumber: optional(v.buildingNumber),
    secondaryNumber: optional(v.secondaryNumber),
    postalCode: optional(v.postalCode),
    countryId: v.countryId ?? undefined,
    cityId: v.cityId ?? undefined,
    regionId: v.regionId,
    isOpen: v.isOpen,
    codAvailable: v.codAvailable,
    codFee: v.codAvailable ? number(v.codFee) : 0,
    supportsPickup: v.supportsPickup,
    isMain: v.isMain,
    latitude: v.latitude,
    longitude: v.longitude,
    contacts: v.contacts.map(({ type, value }) => ({ type, value })),
  };
  // Missing parts stay missing so the contract names them; a valid form has them all.
  return input as WarehouseInput;
}

/** A stored branch as the form holds it (editing, or making it main with everything else unchanged). */
export function branchValuesOf(w: Warehouse): BranchFormValues {
  return {
    name: w.name,
    type: w.type,
    addressDescription: w.addressDescription,
    preparationTimeHours: w.preparationTimeHours,
    closestReadinessTime: w.closestReadinessTime,
    street: w.street,
    buildingNumber: w.buildingNumber ?? '',
    secondaryNumber: w.secondaryNumber ?? '',
    postalCode: w.postalCode ?? '',
    countryId: w.countryId,
    cityId: w.cityId,
    regionId: w.regionId,
    isOpen: w.isOpen,
    codAvailable: w.codAvailable,
    codFee: w.codFee,
    supportsPickup: w.supportsPickup,
    isMain: w.isMain,
    latitude: w.latitude,
    longitude: w.longitude,
    contacts: w.contacts.map((c) => ({ key: rowKey(), ...c })),
  };
}
