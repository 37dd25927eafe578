import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ZATCA_DOCUMENT_STATUSES, ZATCA_ENVIRONMENTS, ZATCA_SELLER_ID_SCHEMES, type ZatcaAddressInput } from '@souqna/contracts';
import { createdAt, updatedAt } from '../../db/columns.ts';
import { storeId, stores } from '../stores/tables.ts';
import { orderInvoices } from '../orders/invoice-tables.ts';

/**
 * A store's ZATCA phase 2 onboarding (docs/product-rules.md "Invoices"), one row per store: the
 * seller as its documents name it (copied when it onboarded: the certificate holds the same), the
 * secrets sealed (platform/sealed-secrets.ts), and the chain of its signed documents (the last
 * ICV and hash), which the row's lock orders. Turning phase 2 off keeps the row (`turnedOffAt`):
 * what was issued is still reported, and onboarding again continues the chain.
 */
export const zatcaOnboardings = pgTable('zatca_onboardings', {
  storeId: uuid('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  environment: text('environment', { enum: ZATCA_ENVIRONMENTS }).notNull(),
  sellerName: text('seller_name').notNull(),
  vatNumber: text('vat_number').notNull(),
  registrationScheme: text('registration_scheme', { enum: ZATCA_SELLER_ID_SCHEMES }).notNull(),
  registrationNumber: text('registration_number').notNull(),
  address: jsonb('address').$type<ZatcaAddressInput>().notNull(),
  /** The secp256k1 key (PKCS#8 PEM), sealed. */
  privateKey: text('private_key').notNull(),
  /** The compliance CSID's binary security token and secret, sealed. */
  complianceToken: text('compliance_token').notNull(),
  complianceSecret: text('compliance_secret').notNull(),
  /** The production CSID's (the certificate documents are signed with, and the reporting call's credentials), sealed. */
  productionToken: text('production_token').notNull(),
  productionSecret: text('production_secret').notNull(),
  certificateExpiresAt: timestamp('certificate_expires_at', { withTimezone: true }),
  onboardedAt: timestamp('onboarded_at', { withTimezone: true }).notNull(),
  /** Set: phase 2 is off, no new document is signed. */
  turnedOffAt: timestamp('turned_off_at', { withTimezone: true }),
  /** The chain: the last signed document's counter (ICV) and hash (the next one's PIH); 0 and null before the first. */
  lastIcv: bigint('last_icv', { mode: 'number' }).notNull().default(0),
  lastHash: text('last_hash'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * A tax invoice's or credit note's phase 2 document (one per order invoice, signed in the
 * transaction that issued it): the signed XML, its hash, counter and QR code, and what ZATCA said
 * when it was reported. Never changed but for the reporting's outcome.
 */
export const zatcaDocuments = pgTable(
  'zatca_documents',
  {
    invoiceId: uuid('invoice_id')
      .primaryKey()
      .references(() => orderInvoices.id, { onDelete: 'cascade' }),
    storeId: storeId(),
    icv: bigint('icv', { mode: 'number' }).notNull(),
    /** The previous document's hash this one carries. */
    pih: text('pih').notNull(),
    hash: text('hash').notNull(),
    xml: text('xml').notNull(),
    /** The QR code's TLV in Base64, tags 1–9. */
    qr: text('qr').notNull(),
    status: text('status', { enum: ZATCA_DOCUMENT_STATUSES }).notNull().default('pending'),
    /** ZATCA's errors and warnings, or why it was not reported. */
    messages: jsonb('messages')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    attempts: integer('attempts').notNull().default(0),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('zatca_documents_icv_key').on(t.storeId, t.icv),
    // The status page's counts.
    index('zatca_documents_store_status_idx').on(t.storeId, t.status),
  ],
);
