import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';
import { emailAddress, imageRef, optionalText, phoneNumber, requiredText } from '../platform/fields.ts';
import { endpoint } from '../platform/endpoint.ts';
import { ListQuery } from '../platform/list.ts';
import { latitude, longitude } from '../reference/reference.ts';
import { OrderStatusCode } from '../orders/status-schemas.ts';
import { LANGUAGES } from '../i18n/plural.ts';

export const CUSTOMER_NAME_MAX = 60;
export const ADDRESS_TEXT_MAX = 120;

/** Spec §3 Customer as the merchant enters it: a valid e-mail is required (§5); phone in E.164. */
export const CustomerInput = z.strictObject({
  firstName: requiredText({ max: CUSTOMER_NAME_MAX }),
  lastName: requiredText({ max: CUSTOMER_NAME_MAX }),
  phone: phoneNumber(),
  email: emailAddress(),
  avatar: z.nullable(z.optional(imageRef())),
  /** The language the store writes to the customer in (the invoice e-mailed on a status); Arabic unless said. */
  language: z.enum(LANGUAGES).default('ar'),
});
export type CustomerInput = z.input<typeof CustomerInput>;
export type CustomerValues = z.output<typeof CustomerInput>;

export const Customer = z.object({
  id: z.uuid(),
  avatar: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  phone: z.string(),
  email: z.string(),
  language: z.enum(LANGUAGES),
  createdAt: z.string(),
  /** Orders of every status, and the total of those that are sales (Paid, ReadyForPickup, Completed). */
  ordersCount: z.number().int(),
  totalSpent: z.number(),
});
export type Customer = z.infer<typeof Customer>;

/** `GET /merchant/customer/query`: a page of customers, newest first, or matching `search` (name, phone, e-mail). */
export const CustomerListQuery = ListQuery.extend({ search: z.string().trim().max(100).optional() });
export type CustomerListQuery = z.infer<typeof CustomerListQuery>;

/** Digits only, as spec §5 asks of an address phone (a leading + is allowed for the country code). */
const ADDRESS_PHONE = /^\+?[0-9]{6,15}$/;

/** Spec §3 Shipping address with the rules of §5. */
export const AddressInput = z.strictObject({
  country: requiredText({ max: 2 }),
  city: requiredText({ max: ADDRESS_TEXT_MAX }),
  region: z.nullable(optionalText({ max: ADDRESS_TEXT_MAX })),
  streetAddress1: requiredText({ max: ADDRESS_TEXT_MAX }),
  streetAddress2: z.nullable(optionalText({ max: ADDRESS_TEXT_MAX })),
  postalCode: z.nullable(optionalText({ max: 12 })),
  phone: z
    .string()
    .trim()
    .transform((v) => v.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/[\s-]/g, ''))
    .refine((v) => ADDRESS_PHONE.test(v), { message: 'digits_only' }),
  latitude: z.nullable(z.optional(latitude())),
  longitude: z.nullable(z.optional(longitude())),
  isDefault: z.boolean().default(false),
});
export type AddressInput = z.input<typeof AddressInput>;
export type AddressValues = z.output<typeof AddressInput>;

export const Address = z.object({
  customerAddressId: z.uuid(),
  customerId: z.uuid(),
  country: z.string(),
  city: z.string(),
  region: z.string().nullable(),
  streetAddress1: z.string(),
  streetAddress2: z.string().nullable(),
  postalCode: z.string().nullable(),
  phone: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof Address>;

/** What an order keeps of the address it was sent to (a copy: editing the customer's address later changes nothing). */
export const OrderAddress = Address.omit({ customerAddressId: true, customerId: true, isDefault: true });
export type OrderAddress = z.infer<typeof OrderAddress>;

export const CustomerParams = z.strictObject({ id: z.uuid() });
export const AddressParams = z.strictObject({ id: z.uuid(), addressId: z.uuid() });

export const CUSTOMER_PICKER_MAX = 20;

/** `GET /merchant/customer/search`: the pickers' search-as-you-type (name, e-mail or phone digits). */
export const CustomerSearchQuery = z.strictObject({
  search: z.string().trim().max(100).default(''),
  limit: z.coerce.number().int().min(1).max(CUSTOMER_PICKER_MAX).default(10),
});
export type CustomerSearchQuery = z.infer<typeof CustomerSearchQuery>;

/** One of a customer's orders on the customer page. */
export const CustomerOrder = z.object({
  orderId: z.uuid(),
  number: z.number().int(),
  status: OrderStatusCode,
  total: z.number(),
  createdAt: z.string(),
});
export type CustomerOrder = z.infer<typeof CustomerOrder>;

export const CUSTOMER_PAGE_ORDERS = 20;

/** `GET /merchant/customer/{id}`: the customer, their addresses (default first) and their last 20 orders. */
export const CustomerDetails = z.object({
  customer: Customer,
  addresses: z.array(Address),
  orders: z.array(CustomerOrder),
  currency: z.string(),
});
export type CustomerDetails = z.infer<typeof CustomerDetails>;

/**
 * The digit runs a phone search can meet: the E.164 digits (966501234567) and the local form with
 * its trunk zero (0501234567), so typing either, or a part (501234567), finds the customer.
 */
export function phoneSearchForms(e164: string): string[] {
  const phone = parsePhoneNumberFromString(e164);
  const digits = e164.replace(/\D/g, '');
  return phone ? [digits, `0${phone.nationalNumber}`] : [digits];
}

/** Customers and their addresses (spec §7 "Customers"), the admin role. */
export const customerEndpoints = {
  list: endpoint({ method: 'GET', path: '/merchant/customer/query', query: CustomerListQuery, data: Customer, list: true }),
  search: endpoint({ method: 'GET', path: '/merchant/customer/search', query: CustomerSearchQuery, data: z.array(Customer) }),
  create: endpoint({ method: 'POST', path: '/merchant/customer', body: CustomerInput, data: Customer, status: 201 }),
  get: endpoint({ method: 'GET', path: '/merchant/customer/:id', params: CustomerParams, data: CustomerDetails }),
  update: endpoint({
    method: 'PUT',
    path: '/merchant/customer/:id',
    params: CustomerParams,
    body: CustomerInput,
    data: Customer,
  }),
  remove: endpoint({ method: 'DELETE', path: '/merchant/customer/:id', params: CustomerParams, data: z.null() }),
};

export const addressEndpoints = {
  list: endpoint({ method: 'GET', path: '/merchant/customer/:id/address', params: CustomerParams, data: z.array(Address) }),
  create: endpoint({
    method: 'POST',
    path: '/merchant/customer/:id/address',
    params: CustomerParams,
    body: AddressInput,
    data: Address,
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/merchant/customer/:id/address/:addressId',
    params: AddressParams,
    body: AddressInput,
    data: Address,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/merchant/customer/:id/address/:addressId',
    params: AddressParams,
    data: z.null(),
  }),
};
