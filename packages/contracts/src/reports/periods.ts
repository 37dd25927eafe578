// No schema here: the web app's home takes these constants without the report schemas.

export const SALES_SUMMARY_PERIODS = ['day', 'week', 'month', 'year'] as const;
export type SalesSummaryPeriod = (typeof SALES_SUMMARY_PERIODS)[number];
/** How many periods the sales summary shows, the current one last. */
export const SALES_SUMMARY_LENGTH: Record<SalesSummaryPeriod, number> = { day: 7, week: 8, month: 12, year: 5 };
