import type { ZatcaEnvironment } from '@souqna/contracts';
import type { Jobs } from '../../platform/jobs.ts';
import type { SecretBox } from '../../platform/sealed-secrets.ts';
import type { ZatcaClientOptions, ZatcaCredentials } from './zatca/client.ts';
import type { ZatcaSeller } from './zatca/ubl.ts';
import type { zatcaOnboardings } from './zatca-tables.ts';

/** What ZATCA phase 2 needs besides the store (app.ts builds it once): the secrets' box, the job queue, ZATCA's address, the clock. */
export interface ZatcaOptions {
  box: SecretBox;
  jobs: Jobs;
  client: ZatcaClientOptions;
  now: () => Date;
}

/** The job that reports one signed document to ZATCA (`{ invoiceId }`). */
export const ZATCA_REPORT = 'zatca.report';

/**
 * The environment ZATCA_BASE_URL names, which the certificate request must say too: its
 * developer portal (the sandbox), its simulation, or production (`/core`, and any other address).
 */
export function environmentOf(baseUrl: string): ZatcaEnvironment {
  const path = new URL(baseUrl).pathname;
  if (path.includes('developer-portal')) return 'sandbox';
  if (path.includes('simulation')) return 'simulation';
  return 'production';
}

export type OnboardingRow = typeof zatcaOnboardings.$inferSelect;

/** The seller as the store's documents name it: as it onboarded. */
export const sellerOf = (row: OnboardingRow): ZatcaSeller => ({
  name: row.sellerName,
  vatNumber: row.vatNumber,
  otherId: { scheme: row.registrationScheme, value: row.registrationNumber },
  address: {
    street: row.address.street,
    ...(row.address.additionalStreet ? { additionalStreet: row.address.additionalStreet } : {}),
    buildingNumber: row.address.buildingNumber,
    district: row.address.district,
    city: row.address.city,
    postalZone: row.address.postalCode,
    country: 'SA',
  },
});

/** The production CSID's credentials, opened. */
export const productionCredentials = (
  row: Pick<OnboardingRow, 'productionToken' | 'productionSecret'>,
  box: SecretBox,
): ZatcaCredentials => ({
  binarySecurityToken: box.open(row.productionToken),
  secret: box.open(row.productionSecret),
});

/** ZATCA's messages as the merchant reads them: `CODE: message`. */
export const messageTexts = (messages: readonly { code?: string; message: string }[]): string[] =>
  messages.map((m) => (m.code ? `${m.code}: ${m.message}` : m.message)).filter(Boolean);
