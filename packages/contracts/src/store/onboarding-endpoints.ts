import { z } from 'zod';
import { endpoint } from '../platform/endpoint.ts';
import { ChooseCategoriesInput, ParentCategoryParams, StoreCategory } from './category.ts';
import { ServiceChannel, ServiceChannelsInput } from './contact.ts';
import { AddDomainInput, CheckDomainInput, DomainAvailability } from './domain.ts';
import { AllStoreData, StoreDataInput, StoreIdentity } from './store.ts';
import { VerifyIdentityInput, VerifyIdentityResult } from './verification.ts';

/** Onboarding and the store's identity: categories, store data, domain, channels, verification (admin). */
export const onboardingEndpoints = {
  mainCategories: endpoint({ method: 'GET', path: '/store/category', data: z.array(StoreCategory) }),
  subCategories: endpoint({
    method: 'GET',
    path: '/store/category/parent-category-:id/sub-category',
    params: ParentCategoryParams,
    data: z.array(StoreCategory),
  }),
  chooseCategories: endpoint({
    method: 'POST',
    path: '/store/store-category',
    body: ChooseCategoriesInput,
    data: z.array(StoreCategory),
  }),
  saveStoreData: endpoint({ method: 'POST', path: '/store/store', body: StoreDataInput, data: StoreIdentity }),
  allStoreData: endpoint({ method: 'GET', path: '/store/get-all-store-data', data: AllStoreData }),
  checkDomain: endpoint({ method: 'POST', path: '/store/check-domain', body: CheckDomainInput, data: DomainAvailability }),
  addDomain: endpoint({
    method: 'POST',
    path: '/store/add-domain',
    body: AddDomainInput,
    data: z.object({ domain: z.string(), url: z.string() }),
  }),
  saveChannels: endpoint({
    method: 'POST',
    path: '/store/add-customer-service-channels',
    body: ServiceChannelsInput,
    data: z.array(ServiceChannel),
  }),
  verifyIdentity: endpoint({
    method: 'POST',
    path: '/store/verify-identity',
    body: VerifyIdentityInput,
    data: VerifyIdentityResult,
  }),
};
