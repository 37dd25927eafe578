export const validBrand = (overrides: Record<string, unknown> = {}) => ({
  name: 'دار العود',
  originCountry: 'الإمارات',
  website: 'https://daraloud.example.com',
  description: 'دار عطور شرقية منذ 1985',
  ...overrides,
});

export const validUnit = (overrides: Record<string, unknown> = {}) => ({ name: 'زجاجة', symbol: 'زج', ...overrides });
