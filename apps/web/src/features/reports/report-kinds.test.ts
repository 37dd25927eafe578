import { describe, expect, it } from 'vitest';
import { AbandonedCartQuery, AvailabilityReportQuery, PerformanceQuery, ReportQuery, TaxInvoiceQuery } from '@souqna/contracts';
import { ALL_REPORTS, headingKey, reportKind } from './report-kinds.ts';

const files = import.meta.glob<object>('../../i18n/*/reports.json', { eager: true, import: 'default' });
const ar = files['../../i18n/ar/reports.json']!;
const en = files['../../i18n/en/reports.json']!;
const read = (texts: object, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);

describe('every report', () => {
  it('has a name, a heading for each column, a search hint and an empty state in Arabic and English', () => {
    const missing: string[] = [];
    for (const [lang, texts] of [
      ['ar', ar],
      ['en', en],
    ] as const)
      for (const report of ALL_REPORTS) {
        const kind = reportKind(report);
        const keys = [
          `names.${report}`,
          `searchPlaceholder.${kind.rows}`,
          `empty.${kind.rows}.title`,
          `empty.${kind.rows}.text`,
          ...kind.columns.map((c) => headingKey(report, c)),
        ];
        for (const key of keys) if (typeof read(texts, key) !== 'string') missing.push(`${lang}: ${report} ${key}`);
      }
    expect(missing).toEqual([]);
  });
});

const QUERIES = {
  'tax-invoice': TaxInvoiceQuery,
  'abandoned-carts': AbandonedCartQuery,
  'availability-notifications': AvailabilityReportQuery,
  'products-performance': PerformanceQuery,
} as const;

describe('sorting a report', () => {
  it('works by every column on the screen, each by a sort the server takes', () => {
    const wrong: string[] = [];
    for (const report of ALL_REPORTS) {
      const schema = report in QUERIES ? QUERIES[report as keyof typeof QUERIES] : ReportQuery;
      for (const column of reportKind(report).columns) {
        if (column.fileOnly) continue;
        const taken = schema.safeParse({ startDate: '2026-01-01', endDate: '2026-01-31', sortBy: column.sort }).success;
        if (!column.sort || !taken) wrong.push(`${report} ${column.id} (${column.sort ?? 'no sort'})`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
