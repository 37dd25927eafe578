import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type AddressInput, type CustomerInput } from '@souqna/contracts';
import { addressEndpoints, customerEndpoints } from '@/lib/endpoints.ts';
import { request, requestAnswer, requestList } from '@/lib/request.ts';

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

/** A page of the store's customers, newest first, searched on the server (name, phone, e-mail). */
export const useCustomers = (q: CustomerListParams) =>
  useQuery({
    queryKey: customerKeys.list(q),
    queryFn: () =>
      requestList(customerEndpoints.list, { query: { page: q.page, pageSize: q.pageSize, search: q.search || undefined } }),
    placeholderData: keepPreviousData,
  });

/** The pickers' search-as-you-type (at most 20). */
export const useCustomerSearch = (text: string, limit = 10) =>
  useQuery({
    queryKey: customerKeys.search(text, limit),
    queryFn: () => request(customerEndpoints.search, { query: { search: text, limit } }),
    placeholderData: keepPreviousData,
  });

/** The customer page: the customer, their addresses and their last orders. */
export const useCustomer = (id: string) =>
  useQuery({
    queryKey: customerKeys.detail(id),
    queryFn: () => request(customerEndpoints.get, { params: { id } }),
    enabled: Boolean(id),
  });

export const createCustomer = (input: CustomerInput) => requestAnswer(customerEndpoints.create, { body: input });
export const updateCustomer = (id: string, input: CustomerInput) =>
  requestAnswer(customerEndpoints.update, { params: { id }, body: input });
export const deleteCustomer = (id: string) => requestAnswer(customerEndpoints.remove, { params: { id } });

export const createAddress = (customerId: string, input: AddressInput) =>
  requestAnswer(addressEndpoints.create, { params: { id: customerId }, body: input });
export const updateAddress = (customerId: string, addressId: string, input: AddressInput) =>
  requestAnswer(addressEndpoints.update, { params: { id: customerId, addressId }, body: input });
export const deleteAddress = (customerId: string, addressId: string) =>
  requestAnswer(addressEndpoints.remove, { params: { id: customerId, addressId } });
