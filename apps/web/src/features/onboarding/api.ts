import { useQuery, type QueryClient } from '@tanstack/react-query';
import type {
  AllStoreData,
  ChooseCategoriesInput,
  DomainAvailability,
  EntityType,
  ServiceChannel,
  ServiceChannelsInput,
  StoreCategory,
  StoreDataInput,
  StoreIdentity,
  VerifyIdentityInput,
  VerifyIdentityResult,
} from '@souqna/contracts';
import { api } from '@/lib/api-client.ts';
import { fetchMe, meKeys, type Me } from '../store/api.ts';

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
    queryFn: () => api.get<EntityType[]>('/auth/entity-types', { auth: false }),
    staleTime: HOUR,
  });

export const useMainCategories = () =>
  useQuery({
    queryKey: onboardingKeys.mainCategories(),
    queryFn: () => api.get<StoreCategory[]>('/store/category'),
    staleTime: HOUR,
  });

/** A main category's sub-categories; idle without an id. */
export const useSubCategories = (parentId: string | undefined) =>
  useQuery({
    queryKey: onboardingKeys.subCategories(parentId ?? ''),
    queryFn: () => api.get<StoreCategory[]>(`/store/category/parent-category-${encodeURIComponent(parentId!)}/sub-category`),
    enabled: Boolean(parentId),
    staleTime: HOUR,
  });

/** Everything the store has (name, logo, categories, channels, branches, verification). */
export const useAllStoreData = () =>
  useQuery({
    queryKey: onboardingKeys.storeData(),
    queryFn: () => api.get<AllStoreData>('/store/get-all-store-data'),
    staleTime: 0,
  });

export const saveStoreData = (input: StoreDataInput) => api.call<StoreIdentity>('POST', '/store/store', input);

export const saveCategories = (input: ChooseCategoriesInput) => api.call<StoreCategory[]>('POST', '/store/store-category', input);

export const checkDomain = (domain: string, signal?: AbortSignal) =>
  api.post<DomainAvailability>('/store/check-domain', { domain }, { signal });

export const addDomain = (domain: string) => api.call<{ domain: string; url: string }>('POST', '/store/add-domain', { domain });

export const saveServiceChannels = (input: ServiceChannelsInput) =>
  api.call<ServiceChannel[]>('POST', '/store/add-customer-service-channels', input);

export const verifyIdentity = (input: VerifyIdentityInput) =>
  api.call<VerifyIdentityResult>('POST', '/store/verify-identity', input);

/** After a step: the server's view of the account (stage, status) into the session and the cache. */
export async function refreshAccount(queryClient: QueryClient): Promise<Me> {
  const me = await fetchMe();
  queryClient.setQueryData(meKeys.all, me);
  await queryClient.invalidateQueries({ queryKey: onboardingKeys.storeData() });
  return me;
}
