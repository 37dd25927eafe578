/**
 * A store's ZATCA phase 2 onboarding (docs/product-rules.md "Invoices"): a key pair and a
 * certificate request from the store's data, the compliance CSID for the merchant's one-time code,
 * ZATCA's compliance checks on a sample simplified invoice, credit note and debit note signed with it, then the
 * production CSID its documents are signed and reported with. Nothing is kept until every step
 * passed; a step that fails answers a 4xx naming it and what ZATCA said.
 */
import { createPrivateKey, randomUUID, X509Certificate } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { ZatcaOnboardingValues } from '@souqna/contracts';
import { AppError, invalidFields } from '../../platform/errors.ts';
import type { SecretBox } from '../../platform/sealed-secrets.ts';
import type { StoreContext } from '../../platform/store-context.ts';
import type { Db } from '../../db/client.ts';
import { readStore } from '../store/store-row.ts';
import {
  checkCompliance,
  requestComplianceCsid,
  requestProductionCsid,
  type CsidResult,
  type ReportResult,
  type ZatcaCredentials,
} from './zatca/client.ts';
import { INITIAL_PIH } from './zatca/hash.ts';
import { createZatcaCsr, csrForApi, generateZatcaKeyPair, readZatcaCertificate } from './zatca/keys.ts';
import { totalsOfLines } from './zatca/totals.ts';
import { signDocument } from './zatca/sign.ts';
import { buildUbl, qrFieldsOf, type ZatcaDocumentInput, type ZatcaSeller } from './zatca/ubl.ts';
import { environmentOf, messageTexts, type ZatcaOptions } from './zatca-options.ts';
import { zatcaOnboardings } from './zatca-tables.ts';
import { zatcaStatus } from './zatca-status.ts';

type Step = 'compliance_csid' | 'compliance_check' | 'production_csid';

const unreachable = (step: Step) => new AppError('CONFLICT', 'zatca.unreachable', { step }, { step });

/** ZATCA said no at `step`: 409 with its messages, in the sentence and as `error.zatcaMessages`. */
function refused(step: Step, messages: string[]) {
  const details = messages.length ? messages.join(' — ') : '—';
  return new AppError('CONFLICT', 'zatca.refused', { step, details }, { step, zatcaMessages: messages });
}

/** The CSID of a step, or its refusal; at the first step a refusal of the code is the `otp` field's. */
function csidOf(step: Step, result: CsidResult): ZatcaCredentials & { requestId: string } {
  if (result.outcome === 'issued')
    return { binarySecurityToken: result.binarySecurityToken, secret: result.secret, requestId: result.requestId };
  if (result.outcome === 'unreachable') throw unreachable(step);
  const messages = result.outcome === 'rejected' ? messageTexts(result.errors) : [`HTTP ${result.httpStatus}`];
  const aboutOtp = result.outcome === 'unauthorized' || messages.some((m) => /otp/i.test(m));
  if (step === 'compliance_csid' && aboutOtp) throw invalidFields({ path: 'otp', code: 'otp_refused' });
  throw refused(step, messages);
}

function passed(result: ReportResult): void {
  if (result.outcome === 'reported' || result.outcome === 'reported_with_warnings') return;
  if (result.outcome === 'unreachable') throw unreachable('compliance_check');
  if (result.outcome === 'unauthorized') throw refused('compliance_check', [`HTTP ${result.httpStatus}`]);
  throw refused('compliance_check', messageTexts([...result.errors, ...result.warnings]));
}

/**
 * The sample documents ZATCA checks before it issues a production CSID for simplified invoices:
 * an invoice, a credit note and a debit note correcting it, chained from the first hash.
 */
function samples(seller: ZatcaSeller, at: Date, timeZone: string): ZatcaDocumentInput[] {
  const line = {
    name: 'منتج تجريبي',
    quantity: 1,
    unitPrice: 10_000,
    vatCategory: 'S' as const,
    vatBasisPoints: 1500,
    lineExtension: 10_000,
    vat: 1500,
  };
  const base = {
    uuid: '',
    issuedAt: at,
    timeZone,
    pih: INITIAL_PIH,
    currency: 'SAR',
    seller,
    lines: [line],
    totals: totalsOfLines([line]),
    paymentMeansCode: '10',
  };
  return [
    { ...base, kind: 'invoice', uuid: randomUUID(), number: 'SAMPLE-INV-1', icv: 1 },
    {
      ...base,
      kind: 'credit_note',
      uuid: randomUUID(),
      number: 'SAMPLE-CN-1',
      icv: 2,
      corrects: { invoiceNumber: 'SAMPLE-INV-1', reason: 'استرداد' },
    },
    {
      ...base,
      kind: 'debit_note',
      uuid: randomUUID(),
      number: 'SAMPLE-DN-1',
      icv: 3,
      corrects: { invoiceNumber: 'SAMPLE-INV-1', reason: 'تعديل السعر' },
    },
  ];
}

/** The certificate a CSID carries, or a refusal at its step when it does not read as one. */
function certificateOf(step: Step, token: string) {
  try {
    return readZatcaCertificate(token);
  } catch {
    throw refused(step, ['the certificate could not be read']);
  }
}

/** Whether the certificate holds the public key of `privateKeyPem` (else every signature would be refused). */
function forKey(token: string, privateKeyPem: string): boolean {
  try {
    return new X509Certificate(readZatcaCertificate(token).der).checkPrivateKey(createPrivateKey(privateKeyPem));
  } catch {
    return false;
  }
}

/** The certificate's expiry, when it reads as one. */
function expiryOf(token: string): Date | null {
  try {
    const validTo = new Date(new X509Certificate(readZatcaCertificate(token).der).validTo);
    return Number.isNaN(validTo.getTime()) ? null : validTo;
  } catch {
    return null;
  }
}

/** `POST /zatca/onboard`: the steps in order, then the keys and CSIDs sealed in the store's one row (the chain kept). */
export async function onboard(store: StoreContext, input: ZatcaOnboardingValues, options: ZatcaOptions) {
  const row = await store.read((db) => readStore(db, store.id));
  if (!row.vatNumber) throw invalidFields({ path: 'vatNumber', code: 'vat_number_required' });
  if (row.currency !== 'SAR') throw new AppError('CONFLICT', 'zatca.notSar');
  const environment = environmentOf(options.client.baseUrl);
  const seller: ZatcaSeller = {
    name: row.name ?? row.domain ?? store.id,
    vatNumber: row.vatNumber,
    otherId: { scheme: input.registrationScheme, value: input.registrationNumber },
    address: { ...input.address, postalZone: input.address.postalCode, country: 'SA' },
  };
  const keys = generateZatcaKeyPair();
  const csr = createZatcaCsr(
    {
      environment,
      commonName: `souqna-${row.domain ?? store.id}`,
      organizationName: seller.name,
      organizationUnit: input.address.city,
      serialNumber: `1-Souqna|2-Store|3-${store.id}`,
      vatNumber: row.vatNumber,
      invoiceTypes: '0100',
      location: `${input.address.buildingNumber} ${input.address.street}, ${input.address.city}`,
      industry: 'Retail',
    },
    keys.privateKeyPem,
  );
  const compliance = csidOf('compliance_csid', await requestComplianceCsid(options.client, csrForApi(csr), input.otp));
  const certificate = certificateOf('compliance_csid', compliance.binarySecurityToken);
  let pih = INITIAL_PIH;
  for (const sample of samples(seller, options.now(), row.timeZone)) {
    const xml = buildUbl({ ...sample, pih });
    const signed = signDocument({
      xml,
      qr: qrFieldsOf(sample),
      privateKey: keys.privateKeyPem,
      certificate,
      signingTime: options.now(),
    });
    passed(await checkCompliance(options.client, compliance, { invoiceHash: signed.hash, uuid: sample.uuid, xml: signed.xml }));
    pih = signed.hash;
  }
  const production = csidOf('production_csid', await requestProductionCsid(options.client, compliance, compliance.requestId));
  if (!forKey(production.binarySecurityToken, keys.privateKeyPem))
    throw refused('production_csid', ['the certificate is not for the key of this request']);
  const seal = (plain: string) => options.box.seal(plain);
  const values = {
    environment,
    sellerName: seller.name,
    vatNumber: seller.vatNumber,
    registrationScheme: input.registrationScheme,
    registrationNumber: input.registrationNumber,
    address: input.address,
    privateKey: seal(keys.privateKeyPem),
    complianceToken: seal(compliance.binarySecurityToken),
    complianceSecret: seal(compliance.secret),
    productionToken: seal(production.binarySecurityToken),
    productionSecret: seal(production.secret),
    certificateExpiresAt: expiryOf(production.binarySecurityToken),
    onboardedAt: options.now(),
    turnedOffAt: null,
    updatedAt: options.now(),
  };
  await store.transaction((tx) =>
    tx
      .insert(zatcaOnboardings)
      .values({ storeId: store.id, ...values })
      .onConflictDoUpdate({ target: zatcaOnboardings.storeId, set: values }),
  );
  return zatcaStatus(store);
}

/** `DELETE /zatca`: no new document is signed; what was signed stays, and what waits is still reported. */
export async function turnOff(store: StoreContext, options: Pick<ZatcaOptions, 'now'>) {
  await store.transaction((tx) =>
    tx
      .update(zatcaOnboardings)
      .set({ turnedOffAt: options.now(), updatedAt: sql`now()` })
      .where(sql`${zatcaOnboardings.storeId} = ${store.id} and ${zatcaOnboardings.turnedOffAt} is null`),
  );
  return zatcaStatus(store);
}

const SEALED = ['privateKey', 'complianceToken', 'complianceSecret', 'productionToken', 'productionSecret'] as const;

/**
 * Seals every store's ZATCA key and CSIDs sealed by an older key again with the current one (`npm
 * run admin -- secrets:reseal`, docs/decisions.md "Secrets at rest"); how many stores.
 */
export async function resealZatcaSecrets(db: Db, box: SecretBox): Promise<number> {
  let resealed = 0;
  for (const row of await db.select().from(zatcaOnboardings)) {
    if (!SEALED.some((column) => box.isStale(row[column]))) continue;
    const values = Object.fromEntries(SEALED.map((column) => [column, box.seal(box.open(row[column]))]));
    await db.update(zatcaOnboardings).set(values).where(eq(zatcaOnboardings.storeId, row.storeId));
    resealed += 1;
  }
  return resealed;
}
