import { useQuery, type QueryClient } from '@tanstack/react-query';
import type {
  ChooseCategoriesInput,
  ServiceChannelsInput,
  StoreDataInput,
  VerifyIdentityInput,
  FirstWarehouseInput,
} from '@souqna/contracts';
import { accountEndpoints, onboardingEndpoints as endpoints, warehouseEndpoints } from '@/lib/endpoints.ts';
import { request, requestAnswer } from '@/lib/request.ts';
import { fetchMe, meKeys, type Me } from '@/lib/me.ts';

/** Platform lists rarely change within a session: kept an hour. */
const HOUR = 60 * 60 * 1000;

export const onboardingKeys = {
  all: ['onboarding'] as const,
  entityTypes: () => [...onboardingKeys.all, 'entity-types'] as const,
  mainCategories: () => [...onboardingKeys.all, 'categories'] as const,
  subCategories: (parentId: string) => [...onboardingKeys.all, 'categories', parentId] as const,
  storeData: () => ['store', 'all-data'] as const,
};

export const useEntityTypes = () =>
  useQuery({
    queryKey: onboardingKeys.entityTypes(),
    queryFn: () => request(accountEndpoints.entityTypes, {}, { auth: false }),
    staleTime: HOUR,
  });

export const useMainCategories = () =>
  useQuery({
    queryKey: onboardingKeys.mainCategories(),
    queryFn: () => request(endpoints.mainCategories),
    staleTime: HOUR,
  });

/** A main category's sub-categories; idle without an id. */
export const useSubCategories = (parentId: string | undefined) =>
  useQuery({
    queryKey: onboardingKeys.subCategories(parentId ?? ''),
    queryFn: () => request(endpoints.subCategories, { params: { id: parentId! } }),
    enabled: Boolean(parentId),
    staleTime: HOUR,
  });

/** Everything the store has (name, logo, categories, channels, branches, verification). */
export const useAllStoreData = () =>
  useQuery({
    queryKey: onboardingKeys.storeData(),
    queryFn: () => request(endpoints.allStoreData),
    staleTime: 0,
  });

export const saveStoreData = (input: StoreDataInput) => requestAnswer(endpoints.saveStoreData, { body: input });

export const saveCategories = (input: ChooseCategoriesInput) => requestAnswer(endpoints.chooseCategories, { body: input });

export const checkDomain = (domain: string, signal?: AbortSignal) =>
  request(endpoints.checkDomain, { body: { domain } }, { signal });

export const addDomain = (domain: string) => requestAnswer(endpoints.addDomain, { body: { domain } });

export const saveServiceChannels = (input: ServiceChannelsInput) => requestAnswer(endpoints.saveChannels, { body: input });

/** The activation's branch step: the first branch, which also marks the branch stage done. */
export const addFirstBranch = (input: FirstWarehouseInput) => requestAnswer(warehouseEndpoints.addFirst, { body: input });

export const verifyIdentity = (input: VerifyIdentityInput) => requestAnswer(endpoints.verifyIdentity, { body: input });

/** After a step: the server's view of the account (stage, status) into the session and the cache. */
export async function refreshAccount(queryClient: QueryClient): Promise<Me> {
  const me = await fetchMe();
  queryClient.setQueryData(meKeys.all, me);
  await queryClient.invalidateQueries({ queryKey: onboardingKeys.storeData() });
  return me;
}
