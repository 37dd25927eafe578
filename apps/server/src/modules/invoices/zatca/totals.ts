/**
 * The amounts of a ZATCA document, in integer minor units (halalas) as the store keeps them, and
 * the checks ZATCA's business rules make on them (BR-CO-10 to BR-CO-16, BR-S-08/09 per category), so
 * a document whose numbers do not add up is refused here rather than by ZATCA.
 */
import { mulDivHalfUp } from '../../orders/pricing.ts';

/**
 * ZATCA's VAT categories for a store: standard rate, zero rated, exempt, and not subject to VAT
 * (`O`, VATEX-SA-OOS: what the store charged no VAT on, such as an untaxed product; see
 * docs/decisions.md "Invoices").
 */
export type VatCategory = 'S' | 'Z' | 'E' | 'O';

export interface ZatcaLine {
  name: string;
  /** Whole units. */
  quantity: number;
  /** The unit price before VAT, in minor units. */
  unitPrice: number;
  vatCategory: VatCategory;
  /** The VAT rate in basis points: 1500 for 15 %, 0 for Z and E. */
  vatBasisPoints: number;
  /** The line's net amount: quantity × unit price less the line's discount, in minor units. */
  lineExtension: number;
  /** The line's VAT, in minor units, as the store worked it out. */
  vat: number;
  /** Required for Z and E (BR-KSA-69): ZATCA's code (`VATEX-SA-32`…) and its text. */
  exemption?: { code: string; reason: string };
}

export interface ZatcaAllowance {
  /** Minor units, before VAT. */
  amount: number;
  reason: string;
  vatCategory: VatCategory;
  vatBasisPoints: number;
  exemption?: { code: string; reason: string };
}

export interface ZatcaTotals {
  /** The sum of the lines' net amounts. */
  lineExtension: number;
  /** The sum of the document's allowances (discounts). */
  allowance: number;
  /** lineExtension − allowance. */
  taxExclusive: number;
  /** The document's VAT: the sum of its categories' VAT. */
  vat: number;
  /** taxExclusive + vat. */
  taxInclusive: number;
  prepaid?: number;
  /** taxInclusive − prepaid. */
  payable: number;
}

/** The totals of a document of `lines` with no document-level allowance and nothing prepaid. */
export function totalsOfLines(lines: readonly ZatcaLine[]): ZatcaTotals {
  const lineExtension = lines.reduce((sum, l) => sum + l.lineExtension, 0);
  const vat = lines.reduce((sum, l) => sum + l.vat, 0);
  return {
    lineExtension,
    allowance: 0,
    taxExclusive: lineExtension,
    vat,
    taxInclusive: lineExtension + vat,
    payable: lineExtension + vat,
  };
}

/** One TaxSubtotal: the lines and allowances of one category and rate. */
export interface TaxGroup {
  category: VatCategory;
  basisPoints: number;
  exemption: { code: string; reason: string } | undefined;
  taxable: number;
  vat: number;
}

/**
 * Minor units as ZATCA's decimal text with two digits: 123456 → "1234.56", 5 → "0.05". Exact for
 * any safe integer (no floating point on the way).
 */
export function amountOf(minor: number): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`not an amount in minor units: ${minor}`);
  const sign = minor < 0 ? '-' : '';
  const digits = String(Math.abs(minor)).padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** An allowance's VAT: its amount at its rate, rounded half up like the store's line VAT. */
const allowanceVat = (a: ZatcaAllowance): number => mulDivHalfUp(a.amount, a.vatBasisPoints, 10_000);

/**
 * The TaxSubtotals, in the order their categories first appear: taxable = the lines' net less the
 * allowances of that category and rate; VAT = the lines' VAT less the allowances' VAT.
 */
export function taxGroups(lines: readonly ZatcaLine[], allowances: readonly ZatcaAllowance[]): TaxGroup[] {
  const groups = new Map<string, TaxGroup>();
  const groupOf = (item: ZatcaLine | ZatcaAllowance): TaxGroup => {
    const key = `${item.vatCategory}/${item.vatBasisPoints}/${item.exemption?.code ?? ''}`;
    let group = groups.get(key);
    if (!group) {
      group = { category: item.vatCategory, basisPoints: item.vatBasisPoints, exemption: item.exemption, taxable: 0, vat: 0 };
      groups.set(key, group);
    }
    return group;
  };
  for (const line of lines) {
    const group = groupOf(line);
    group.taxable += line.lineExtension;
    group.vat += line.vat;
  }
  for (const allowance of allowances) {
    const group = groupOf(allowance);
    group.taxable -= allowance.amount;
    group.vat -= allowanceVat(allowance);
  }
  return [...groups.values()];
}

const sum = (values: number[]): number => values.reduce((a, b) => a + b, 0);

function checkItem(item: ZatcaLine | ZatcaAllowance, label: string): string[] {
  const problems: string[] = [];
  if (item.vatCategory === 'S' && item.vatBasisPoints <= 0) problems.push(`${label}: standard rate without a rate`);
  if (item.vatCategory !== 'S' && item.vatBasisPoints !== 0) problems.push(`${label}: ${item.vatCategory} with a rate`);
  if (item.vatCategory !== 'S' && !item.exemption) problems.push(`${label}: ${item.vatCategory} without an exemption reason`);
  return problems;
}

/** What does not add up in the document's amounts; none: an empty list. */
export function checkTotals(lines: readonly ZatcaLine[], allowances: readonly ZatcaAllowance[], t: ZatcaTotals): string[] {
  const problems: string[] = [];
  const amounts = [...lines.flatMap((l) => [l.unitPrice, l.lineExtension, l.vat]), ...allowances.map((a) => a.amount)];
  const totals = [t.lineExtension, t.allowance, t.taxExclusive, t.vat, t.taxInclusive, t.prepaid ?? 0, t.payable];
  if (![...amounts, ...totals].every((n) => Number.isSafeInteger(n) && n >= 0)) problems.push('amounts are not minor units ≥ 0');
  lines.forEach((line, i) => {
    const label = `line ${i + 1}`;
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) problems.push(`${label}: quantity is not a whole number ≥ 1`);
    if (line.lineExtension > line.quantity * line.unitPrice) problems.push(`${label}: net amount above quantity × price`);
    if (line.vatCategory !== 'S' && line.vat !== 0) problems.push(`${label}: VAT on a ${line.vatCategory} line`);
    problems.push(...checkItem(line, label));
  });
  allowances.forEach((a, i) => problems.push(...checkItem(a, `allowance ${i + 1}`)));
  const vat = sum(taxGroups(lines, allowances).map((g) => g.vat));
  const expect = (name: string, actual: number, wanted: number) => {
    if (actual !== wanted) problems.push(`${name} is ${amountOf(actual)}, expected ${amountOf(wanted)}`);
  };
  expect('line extension total', t.lineExtension, sum(lines.map((l) => l.lineExtension)));
  expect('allowance total', t.allowance, sum(allowances.map((a) => a.amount)));
  expect('tax exclusive total', t.taxExclusive, t.lineExtension - t.allowance);
  expect('VAT total', t.vat, vat);
  expect('tax inclusive total', t.taxInclusive, t.taxExclusive + t.vat);
  expect('payable', t.payable, t.taxInclusive - (t.prepaid ?? 0));
  return problems;
}
