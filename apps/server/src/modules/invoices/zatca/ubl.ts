/**
 * ZATCA phase 2's XML: a UBL 2.1 simplified tax invoice (388) or credit note (381, the same `Invoice`
 * document with a BillingReference), from the store's numbers in minor units. The signature
 * (UBLExtensions) and the QR code are placeholders here, filled by `sign.ts` after the invoice hash is
 * taken, so the hash of the document before and after signing is the same.
 */
import { localStamp } from '../../../platform/store-time.ts';
import type { ZatcaQrFields } from '../zatca-qr.ts';
import {
  amountOf,
  checkTotals,
  taxGroups,
  type TaxGroup,
  type ZatcaAllowance,
  type ZatcaLine,
  type ZatcaTotals,
} from './totals.ts';
import { el, renderDocument, type XmlElement } from './xml.ts';

export type { VatCategory, ZatcaAllowance, ZatcaLine, ZatcaTotals } from './totals.ts';

export interface ZatcaAddress {
  street: string;
  additionalStreet?: string;
  /** Four digits (BR-KSA-37). */
  buildingNumber: string;
  /** The district (neighbourhood). */
  district: string;
  city: string;
  /** Five digits (BR-KSA-66). */
  postalZone: string;
  country: 'SA';
}

export interface ZatcaSeller {
  /** The registered name, as on the VAT certificate; Arabic is fine. */
  name: string;
  /** 15 digits, the first and the last 3. */
  vatNumber: string;
  /** Commercial registration (CRN) or another of ZATCA's schemes (MOM, MLS, 700, SAG, OTH). */
  otherId: { scheme: 'CRN' | 'MOM' | 'MLS' | '700' | 'SAG' | 'OTH'; value: string };
  address: ZatcaAddress;
}

export interface ZatcaDocumentInput {
  kind: 'invoice' | 'credit_note' | 'debit_note';
  /** The document's UUID (the order invoice's id). */
  uuid: string;
  /** The number the store shows (`INV-12`, `CN-3`). */
  number: string;
  issuedAt: Date;
  /** The store's time zone: IssueDate and IssueTime are its wall clock (a sale at 01:30 in Riyadh is of that day). */
  timeZone: string;
  /** The invoice counter value: the store's documents of both kinds, counted from 1 without gaps. */
  icv: number;
  /** The previous document's hash (`INITIAL_PIH` for the first). */
  pih: string;
  /** ISO 4217; amounts are written with two digits. */
  currency: string;
  /** The VAT in SAR, minor units, when `currency` is not SAR (ZATCA's second TaxTotal). */
  vatInSar?: number;
  seller: ZatcaSeller;
  /** A simplified invoice may name its buyer, and need not. */
  buyerName?: string;
  lines: ZatcaLine[];
  /** Discounts on the whole document; the store's own discounts are already in its lines. */
  allowances?: ZatcaAllowance[];
  totals: ZatcaTotals;
  /** UNTDID 4461: 10 cash, 30 credit transfer, 42 bank account, 48 card, 1 other. Default 10. */
  paymentMeansCode?: string;
  /** For a credit or debit note: the number of the invoice it corrects and why (KSA-10). */
  corrects?: { invoiceNumber: string; reason: string };
}

const NS = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  ext: 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
};

/** Where `sign.ts` puts the UBLExtensions with the signature: this element, as written. */
export const SIGNATURE_PLACEHOLDER = '<ext:UBLExtensions><!--zatca:signature--></ext:UBLExtensions>';
/** Where `sign.ts` puts the QR code's Base64: this comment, inside its EmbeddedDocumentBinaryObject. */
export const QR_PLACEHOLDER = '<!--zatca:qr-->';

/** A problem in the document's input: the document is not written. */
export class ZatcaInputError extends Error {
  override name = 'ZatcaInputError';
}

function checkInput(input: ZatcaDocumentInput): void {
  const { seller } = input;
  const problems: string[] = [];
  if (!/^3\d{13}3$/.test(seller.vatNumber)) problems.push('seller VAT number is not 15 digits from 3 to 3');
  if (!/^\d{4}$/.test(seller.address.buildingNumber)) problems.push('building number is not 4 digits');
  if (!/^\d{5}$/.test(seller.address.postalZone)) problems.push('postal zone is not 5 digits');
  if (!Number.isSafeInteger(input.icv) || input.icv < 1) problems.push('ICV is not a counter from 1');
  if (!input.lines.length) problems.push('no lines');
  if (input.kind !== 'invoice' && !input.corrects) problems.push('a credit note or debit note names its invoice and reason');
  if (input.currency !== 'SAR' && input.vatInSar === undefined) problems.push('VAT in SAR is needed for another currency');
  problems.push(...checkTotals(input.lines, input.allowances ?? [], input.totals));
  if (problems.length) throw new ZatcaInputError(`ZATCA document ${input.number}: ${problems.join('; ')}`);
}

const VAT_SCHEME = el('cac:TaxScheme', null, el('cbc:ID', null, 'VAT'));
const VAT_SCHEME_5153 = el('cac:TaxScheme', null, el('cbc:ID', { schemeID: 'UN/ECE 5153', schemeAgencyID: '6' }, 'VAT'));

const percent = (basisPoints: number): string => amountOf(basisPoints);

function supplier(seller: ZatcaSeller): XmlElement {
  const a = seller.address;
  return el(
    'cac:AccountingSupplierParty',
    null,
    el(
      'cac:Party',
      null,
      el('cac:PartyIdentification', null, el('cbc:ID', { schemeID: seller.otherId.scheme }, seller.otherId.value)),
      el(
        'cac:PostalAddress',
        null,
        el('cbc:StreetName', null, a.street),
        a.additionalStreet && el('cbc:AdditionalStreetName', null, a.additionalStreet),
        el('cbc:BuildingNumber', null, a.buildingNumber),
        el('cbc:CitySubdivisionName', null, a.district),
        el('cbc:CityName', null, a.city),
        el('cbc:PostalZone', null, a.postalZone),
        el('cac:Country', null, el('cbc:IdentificationCode', null, a.country)),
      ),
      el('cac:PartyTaxScheme', null, el('cbc:CompanyID', null, seller.vatNumber), VAT_SCHEME),
      el('cac:PartyLegalEntity', null, el('cbc:RegistrationName', null, seller.name)),
    ),
  );
}

const customer = (name: string | undefined): XmlElement =>
  el(
    'cac:AccountingCustomerParty',
    null,
    name && el('cac:Party', null, el('cac:PartyLegalEntity', null, el('cbc:RegistrationName', null, name))),
  );

function taxCategory(
  group: Pick<TaxGroup, 'category' | 'basisPoints'> & Partial<Pick<TaxGroup, 'exemption'>>,
  withSchemes: boolean,
): XmlElement {
  const id = withSchemes ? { schemeID: 'UN/ECE 5305', schemeAgencyID: '6' } : null;
  return el(
    withSchemes ? 'cac:TaxCategory' : 'cac:ClassifiedTaxCategory',
    null,
    el('cbc:ID', id, group.category),
    el('cbc:Percent', null, percent(group.basisPoints)),
    withSchemes && group.exemption && el('cbc:TaxExemptionReasonCode', null, group.exemption.code),
    withSchemes && group.exemption && el('cbc:TaxExemptionReason', null, group.exemption.reason),
    withSchemes ? VAT_SCHEME_5153 : VAT_SCHEME,
  );
}

function body(input: ZatcaDocumentInput): XmlElement[] {
  const money = (minor: number) => ({ attrs: { currencyID: input.currency }, text: amountOf(minor) });
  const amount = (name: string, minor: number) => el(name, money(minor).attrs, money(minor).text);
  const groups = taxGroups(input.lines, input.allowances ?? []);
  const t = input.totals;
  const allowances = (input.allowances ?? []).map((a) =>
    el(
      'cac:AllowanceCharge',
      null,
      el('cbc:ChargeIndicator', null, 'false'),
      el('cbc:AllowanceChargeReason', null, a.reason),
      amount('cbc:Amount', a.amount),
      taxCategory({ category: a.vatCategory, basisPoints: a.vatBasisPoints, exemption: a.exemption }, true),
    ),
  );
  const lines = input.lines.map((line, i) => {
    const discount = line.quantity * line.unitPrice - line.lineExtension;
    return el(
      'cac:InvoiceLine',
      null,
      el('cbc:ID', null, String(i + 1)),
      el('cbc:InvoicedQuantity', { unitCode: 'PCE' }, String(line.quantity)),
      amount('cbc:LineExtensionAmount', line.lineExtension),
      discount > 0 &&
        el(
          'cac:AllowanceCharge',
          null,
          el('cbc:ChargeIndicator', null, 'false'),
          el('cbc:AllowanceChargeReason', null, 'discount'),
          amount('cbc:Amount', discount),
        ),
      el('cac:TaxTotal', null, amount('cbc:TaxAmount', line.vat), amount('cbc:RoundingAmount', line.lineExtension + line.vat)),
      el(
        'cac:Item',
        null,
        el('cbc:Name', null, line.name),
        taxCategory({ category: line.vatCategory, basisPoints: line.vatBasisPoints }, false),
      ),
      el('cac:Price', null, amount('cbc:PriceAmount', line.unitPrice)),
    );
  });
  return [
    ...allowances,
    el(
      'cac:TaxTotal',
      null,
      amount('cbc:TaxAmount', t.vat),
      groups.map((g) =>
        el('cac:TaxSubtotal', null, amount('cbc:TaxableAmount', g.taxable), amount('cbc:TaxAmount', g.vat), taxCategory(g, true)),
      ),
    ),
    el('cac:TaxTotal', null, el('cbc:TaxAmount', { currencyID: 'SAR' }, amountOf(input.vatInSar ?? t.vat))),
    el(
      'cac:LegalMonetaryTotal',
      null,
      amount('cbc:LineExtensionAmount', t.lineExtension),
      amount('cbc:TaxExclusiveAmount', t.taxExclusive),
      amount('cbc:TaxInclusiveAmount', t.taxInclusive),
      amount('cbc:AllowanceTotalAmount', t.allowance),
      amount('cbc:PrepaidAmount', t.prepaid ?? 0),
      amount('cbc:PayableAmount', t.payable),
    ),
    ...lines,
  ];
}

const documentReference = (id: string, ...rest: XmlElement[]) =>
  el('cac:AdditionalDocumentReference', null, el('cbc:ID', null, id), ...rest);
const attachment = (content: string | { comment: string }) =>
  el('cac:Attachment', null, el('cbc:EmbeddedDocumentBinaryObject', { mimeCode: 'text/plain' }, content));

/** UNTDID 1001: a tax invoice, a credit note, a debit note. */
const TYPE_CODES = { invoice: '388', credit_note: '381', debit_note: '383' } as const;

/**
 * The unsigned document: ProfileID `reporting:1.0`, type 388, 381 or 383 named `0200000` (simplified),
 * ICV and PIH references, placeholders for the signature and the QR code, the seller, the buyer,
 * payment means (with a note's reason), tax totals and lines. Throws ZatcaInputError when
 * the input is not one ZATCA would accept (totals that do not add up, a malformed VAT number…).
 */
export function buildUbl(input: ZatcaDocumentInput): string {
  checkInput(input);
  const stamp = localStamp(input.issuedAt, input.timeZone);
  const note = input.corrects;
  const root = el(
    'Invoice',
    { xmlns: NS.invoice, 'xmlns:cac': NS.cac, 'xmlns:cbc': NS.cbc, 'xmlns:ext': NS.ext },
    el('ext:UBLExtensions', null, { comment: 'zatca:signature' }),
    el('cbc:ProfileID', null, 'reporting:1.0'),
    el('cbc:ID', null, input.number),
    el('cbc:UUID', null, input.uuid),
    el('cbc:IssueDate', null, stamp.slice(0, 10)),
    el('cbc:IssueTime', null, stamp.slice(11, 19)),
    el('cbc:InvoiceTypeCode', { name: '0200000' }, TYPE_CODES[input.kind]),
    el('cbc:DocumentCurrencyCode', null, input.currency),
    el('cbc:TaxCurrencyCode', null, 'SAR'),
    note && el('cac:BillingReference', null, el('cac:InvoiceDocumentReference', null, el('cbc:ID', null, note.invoiceNumber))),
    documentReference('ICV', el('cbc:UUID', null, String(input.icv))),
    documentReference('PIH', attachment(input.pih)),
    documentReference('QR', attachment({ comment: 'zatca:qr' })),
    el(
      'cac:Signature',
      null,
      el('cbc:ID', null, 'urn:oasis:names:specification:ubl:signature:Invoice'),
      el('cbc:SignatureMethod', null, 'urn:oasis:names:specification:ubl:dsig:enveloped:xades'),
    ),
    supplier(input.seller),
    customer(input.buyerName),
    el(
      'cac:PaymentMeans',
      null,
      el('cbc:PaymentMeansCode', null, input.paymentMeansCode ?? '10'),
      note && el('cbc:InstructionNote', null, note.reason),
    ),
    ...body(input),
  );
  const xml = renderDocument(root);
  if (!xml.includes(SIGNATURE_PLACEHOLDER) || !xml.includes(QR_PLACEHOLDER)) throw new Error('ZATCA placeholders not written');
  return xml;
}

/** The QR code's first five fields for the document, as the phase 1 encoder takes them. */
export const qrFieldsOf = (input: ZatcaDocumentInput): ZatcaQrFields => ({
  sellerName: input.seller.name,
  vatNumber: input.seller.vatNumber,
  issuedAt: input.issuedAt,
  timeZone: input.timeZone,
  total: amountOf(input.totals.taxInclusive),
  vat: amountOf(input.totals.vat),
});
