import { z } from 'zod';
import { endpoint } from '../platform/endpoint.ts';
import { FileAnswer } from '../platform/file-answer.ts';
import { INVOICE_KINDS, OrderInvoiceParams } from './invoice.ts';

/**
 * ZATCA phase 2 (Fatoora integration) for a store that turns it on (docs/product-rules.md
 * "Invoices"): the store onboards with a one-time code from ZATCA's portal, then each of its tax
 * invoices and credit notes is signed and reported to ZATCA.
 */

/** ZATCA's schemes for the seller's identification besides the VAT number (BR-KSA-08). */
export const ZATCA_SELLER_ID_SCHEMES = ['CRN', 'MOM', 'MLS', '700', 'SAG', 'OTH'] as const;
export type ZatcaSellerIdScheme = (typeof ZATCA_SELLER_ID_SCHEMES)[number];

/** ZATCA's environments: its developer portal (sandbox), simulation and production. */
export const ZATCA_ENVIRONMENTS = ['sandbox', 'simulation', 'production'] as const;
export type ZatcaEnvironment = (typeof ZATCA_ENVIRONMENTS)[number];

const text = (max: number) => z.string().trim().min(1).max(max);
const digits = (count: number, code: string) =>
  z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${count}}$`), { message: code });

/** The store's national address as ZATCA's documents carry it (BR-KSA-09, -37, -66). */
export const ZatcaAddressInput = z.strictObject({
  street: text(127),
  additionalStreet: z.optional(z.string().trim().max(127)),
  /** Four digits. */
  buildingNumber: digits(4, 'building_number'),
  /** The district (neighbourhood). */
  district: text(127),
  city: text(127),
  /** Five digits. */
  postalCode: digits(5, 'postal_code'),
});
export type ZatcaAddressInput = z.infer<typeof ZatcaAddressInput>;

/**
 * `POST /zatca/onboard`: the six-digit code the merchant got from ZATCA's portal (Fatoora), the
 * seller's commercial registration number or another id ZATCA allows, and the national address. The
 * VAT number is the store's (`/store/settings`), and needed.
 */
export const ZatcaOnboardingInput = z
  .strictObject({
    otp: digits(6, 'otp_digits'),
    registrationScheme: z.enum(ZATCA_SELLER_ID_SCHEMES).default('CRN'),
    registrationNumber: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{1,50}$/, { message: 'registration_number' }),
    address: ZatcaAddressInput,
  })
  .refine(
    (v) =>
      v.registrationScheme !== 'CRN' || !/^[A-Za-z0-9]+$/.test(v.registrationNumber) || /^\d{10}$/.test(v.registrationNumber),
    {
      path: ['registrationNumber'],
      message: 'registration_number',
    },
  );
export type ZatcaOnboardingInput = z.input<typeof ZatcaOnboardingInput>;
export type ZatcaOnboardingValues = z.output<typeof ZatcaOnboardingInput>;

/** The store's documents by where they stand with ZATCA (reported counts those with warnings too). */
export const ZatcaDocumentCounts = z.object({
  reported: z.number().int(),
  pending: z.number().int(),
  rejected: z.number().int(),
  failed: z.number().int(),
});

/** `GET /zatca/status`: off, or onboarded in an environment, the certificate's expiry, and the documents. */
export const ZatcaStatus = z.object({
  status: z.enum(['off', 'onboarded']),
  environment: z.enum(ZATCA_ENVIRONMENTS).nullable(),
  onboardedAt: z.string().nullable(),
  /** When the production certificate expires, when it could be read. */
  certificateExpiresAt: z.string().nullable(),
  documents: ZatcaDocumentCounts,
});
export type ZatcaStatus = z.infer<typeof ZatcaStatus>;

/** `GET /order/{orderId}/invoice/xml?kind=`: the document's signed XML. */
export const OrderInvoiceXmlQuery = z.strictObject({ kind: z.enum(INVOICE_KINDS).default('invoice') });

/** ZATCA phase 2 of the store (the admin role). */
export const zatcaEndpoints = {
  status: endpoint({ method: 'GET', path: '/zatca/status', data: ZatcaStatus }),
  onboard: endpoint({ method: 'POST', path: '/zatca/onboard', body: ZatcaOnboardingInput, data: ZatcaStatus }),
  /** Stops signing new documents; what was issued is kept, and what waits is still reported. */
  turnOff: endpoint({ method: 'DELETE', path: '/zatca', data: ZatcaStatus }),
  orderXml: endpoint({
    method: 'GET',
    path: '/order/:orderId/invoice/xml',
    params: OrderInvoiceParams,
    query: OrderInvoiceXmlQuery,
    data: FileAnswer,
    download: ['application/xml'],
  }),
};
