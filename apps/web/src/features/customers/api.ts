import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Address, AddressInput, Customer, CustomerDetails, CustomerInput } from '@souqna/contracts';
import { api } from '../../lib/api-client.ts';

export interface CustomerListParams {
  page: number;
  pageSize: number;
  search: string;
}

export const customerKeys = {
  all: ['customers'] as const,
  list: (q: CustomerListParams) => [...customerKeys.all, 'list', q] as const,
  search: (text: string, limit: number) => [...customerKeys.all, 'search', text, limit] as const,
  detail: (id: string) => [...customerKeys.all, 'detail', id] as const,
};

const customerPath = (id: string) => `/merchant/customer/${encodeURIComponent(id)}`;
const addressPath = (customerId: string, addressId?: string) =>
  `${customerPath(customerId)}/address${addressId ? `/${encodeURIComponent(addressId)}` : ''}`;

/** A page of the store's customers, newest first, searched on the server (name, phone, e-mail). */
export const useCustomers = (q: CustomerListParams) =>
  useQuery({
    queryKey: customerKeys.list(q),
    queryFn: () =>
      api.list<Customer>('/merchant/customer/query', { page: q.page, pageSize: q.pageSize, search: q.search || undefined }),
    placeholderData: keepPreviousData,
  });

/** The pickers' search-as-you-type (at most 20). */
export const useCustomerSearch = (text: string, limit = 10) =>
  useQuery({
    queryKey: customerKeys.search(text, limit),
    queryFn: () => api.get<Customer[]>('/merchant/customer/search', { query: { search: text, limit } }),
    placeholderData: keepPreviousData,
  });

/** The customer page: the customer, their addresses and their last orders. */
export const useCustomer = (id: string) =>
  useQuery({ queryKey: customerKeys.detail(id), queryFn: () => api.get<CustomerDetails>(customerPath(id)) });

export const createCustomer = (input: CustomerInput) => api.call<Customer>('POST', '/merchant/customer', input);
export const updateCustomer = (id: string, input: CustomerInput) => api.call<Customer>('PUT', customerPath(id), input);
export const deleteCustomer = (id: string) => api.call<null>('DELETE', customerPath(id));

export const createAddress = (customerId: string, input: AddressInput) =>
  api.call<Address>('POST', addressPath(customerId), input);
export const updateAddress = (customerId: string, addressId: string, input: AddressInput) =>
  api.call<Address>('PUT', addressPath(customerId, addressId), input);
export const deleteAddress = (customerId: string, addressId: string) =>
  api.call<null>('DELETE', addressPath(customerId, addressId));
