import { useQuery } from '@tanstack/react-query';
import { minorUnitsOf, type StoreCurrency, type WarehouseInput } from '@souqna/contracts';
import { warehouseEndpoints } from '@/lib/endpoints.ts';
import { request, requestAnswer } from '@/lib/request.ts';
import { useStoreSettings } from '@/lib/store-settings.ts';
import { currentLanguage } from '@/i18n/i18n.ts';
import { useCurrencies } from '../reference/api.ts';

export const warehouseKeys = {
  all: ['warehouses'] as const,
  list: () => [...warehouseKeys.all, 'with-contacts'] as const,
  detail: (id: string) => [...warehouseKeys.all, 'detail', id] as const,
};

/** GET /store/store-warehouse-with-contact: every branch with its contacts, the main one first. */
export const useBranches = () =>
  useQuery({
    queryKey: warehouseKeys.list(),
    queryFn: () => request(warehouseEndpoints.withContacts),
  });

export const useBranch = (id: string | undefined) =>
  useQuery({
    queryKey: warehouseKeys.detail(id ?? ''),
    queryFn: () => request(warehouseEndpoints.get, { params: { id: id! } }),
    enabled: Boolean(id),
    staleTime: 0,
  });

/** The onboarding step: the first branch, which also marks the branch stage done. */
export const addFirstBranch = (input: WarehouseInput) => requestAnswer(warehouseEndpoints.addFirst, { body: input });

export const createBranch = (input: WarehouseInput) => requestAnswer(warehouseEndpoints.create, { body: input });

export const updateBranch = (id: string, input: WarehouseInput) =>
  requestAnswer(warehouseEndpoints.update, { params: { id }, body: input });

export const deleteBranch = (id: string) => requestAnswer(warehouseEndpoints.remove, { params: { id } });

export interface StoreMoney {
  code: StoreCurrency;
  /** The sign in the page's language (ر.س. / SAR). */
  sign: string;
  minorUnits: number;
}

/** The store's currency (GET /store/settings) with its sign from the reference list: the COD fee is in it. */
export function useStoreMoney(): StoreMoney | null {
  const settings = useStoreSettings();
  const currencies = useCurrencies();
  const code = settings.data?.currency;
  if (!code) return null;
  const currency = currencies.data?.find((c) => c.code === code);
  const sign = currency ? (currentLanguage() === 'ar' ? currency.symbolAr : currency.symbolEn) : code;
  return { code, sign, minorUnits: minorUnitsOf(code) };
}
