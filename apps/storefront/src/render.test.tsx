import { describe, expect, it } from 'vitest';
import type { ShopProduct, ShopStore } from '@souqna/contracts';
import { textOn } from './colour.ts';
import { scriptJson } from './parts/head.tsx';
import { listingQuery } from './pages/listing.tsx';
import { chosenVariant, variantFor } from './pages/product.tsx';
import { renderShopPage } from './render.tsx';
import { pathIn, thumbnailOf, type ShopView } from './view.ts';

const store: ShopStore = {
  name: 'متجر الأمل',
  description: null,
  logo: null,
  favicon: null,
  colour: '#059669',
  currency: 'SAR',
  digitStyle: 'arabic',
  vat: 'included',
  contact: { email: '', phone: '+966500000000', whatsapp: '+966500000000' },
  social: [],
  footer: { title: 'متجر الأمل', links: [{ label: 'من نحن', href: '/about' }] },
  legal: { name: 'متجر الأمل', vatNumber: '300000000000003' },
  seo: { titleTemplate: '%s | متجر الأمل', description: 'عطور', keywords: [], structuredData: true },
};

const variant = (id: string, values: string[], stock: 'available' | 'low' | 'sold_out') => ({
  id,
  values,
  price: 80,
  compareAt: null,
  stock,
  left: stock === 'low' ? 1 : null,
});

const scarf: ShopProduct = {
  id: '0190a4a2-7c1e-7d2a-9b1e-000000000001',
  slug: 'scarf',
  name: 'وشاح',
  image: null,
  price: 80,
  compareAt: null,
  stock: 'available',
  left: null,
  hasOptions: true,
  subtitle: null,
  descriptionHtml: null,
  images: [],
  video: null,
  sku: null,
  brand: null,
  categories: [],
  options: [
    { name: 'اللون', values: ['أحمر', 'أزرق'] },
    { name: 'المقاس', values: ['S', 'M'] },
  ],
  variants: [
    variant('0190a4a2-7c1e-7d2a-9b1e-0000000000a1', ['أحمر', 'S'], 'sold_out'),
    variant('0190a4a2-7c1e-7d2a-9b1e-0000000000a2', ['أحمر', 'M'], 'available'),
    variant('0190a4a2-7c1e-7d2a-9b1e-0000000000a3', ['أزرق', 'S'], 'low'),
  ],
  seo: { title: null, description: null },
  updatedAt: '2026-11-28T00:00:00.000Z',
  related: [],
};

const view = (page: ShopView['page'], lang: 'ar' | 'en' = 'ar'): ShopView => ({
  lang,
  origin: 'https://amal.souqna.store',
  path: '/products/scarf',
  query: '',
  store,
  categories: [],
  page,
});

describe('addresses', () => {
  it('put English under /en and keep Arabic at the root', () => {
    expect([pathIn('ar', '/'), pathIn('en', '/'), pathIn('en', '/products?page=2')]).toEqual(['/', '/en', '/en/products?page=2']);
  });

  it('keep a listing’s filters in its links, leaving out the defaults', () => {
    const query = { page: 1, sort: 'newest' as const, q: 'عود', brand: ['b1', 'b2'], min: 10 };
    expect(listingQuery(query, { page: 3 })).toBe(`?q=${encodeURIComponent('عود')}&min=10&brand=b1&brand=b2&page=3`);
    expect(listingQuery({ page: 1, sort: 'newest' })).toBe('');
  });

  it('name an upload’s thumbnail, and leave any other picture as it is', () => {
    const upload = '/images/uploads/0190a4a2-7c1e-7d2a-9b1e-000000000001/0190a4a2-7c1e-7d2a-9b1e-000000000002.webp';
    expect(thumbnailOf(upload)).toBe(upload.replace('.webp', '-thumb.webp'));
    expect(thumbnailOf('https://cdn.example.com/a.webp')).toBe('https://cdn.example.com/a.webp');
  });
});

describe('choosing a variant by links', () => {
  it('shows the first that can be bought when none is asked for', () => {
    expect(chosenVariant(scarf, null)?.values).toEqual(['أحمر', 'M']);
    expect(chosenVariant(scarf, 'not-a-variant')?.values).toEqual(['أحمر', 'M']);
  });

  it('changes one option and keeps the others where that combination exists', () => {
    const redM = chosenVariant(scarf, null)!;
    expect(variantFor(scarf, redM, 1, 'S')?.values).toEqual(['أحمر', 'S']);
    // Blue comes only in S: choosing blue from red M lands on blue S.
    expect(variantFor(scarf, redM, 0, 'أزرق')?.values).toEqual(['أزرق', 'S']);
  });

  it('marks a sold-out choice and the chosen one on the page', () => {
    const { html } = renderShopPage(view({ kind: 'product', product: scarf, variantId: '0190a4a2-7c1e-7d2a-9b1e-0000000000a3' }));
    expect(html).toContain('aria-current="true" aria-label="أزرق"');
    expect(html).toContain('aria-label="S"');
    expect(html).toContain('بقيت قطعة واحدة');
    // The red S variant is sold out: reached from blue S by choosing red.
    expect(html).toContain('class="out" rel="nofollow" aria-label="أحمر، نفدت الكمية"');
  });
});

describe('a page', () => {
  it('writes numbers in the store’s Arabic-Indic digits, and VAT as the store says', () => {
    const { html } = renderShopPage(view({ kind: 'product', product: scarf, variantId: null }));
    expect(html).toContain('٨٠.٠٠');
    expect(html).toContain('٣٠٠٠٠٠٠٠٠٠٠٠٠٠٣');
    expect(html).toContain('السعر شامل ضريبة القيمة المضافة');
    const en = renderShopPage(view({ kind: 'product', product: scarf, variantId: null }, 'en')).html;
    expect(en).toMatch(/SAR\s80\.00/);
  });

  it('leaves out the gallery of a product with no picture, and shows the first picture of one that has', () => {
    const bare = renderShopPage(view({ kind: 'product', product: scarf, variantId: null })).html;
    expect(bare).toContain('class="product bare"');
    expect(bare).not.toContain('class="gallery"');
    const pictured = { ...scarf, images: [{ url: '/images/uploads/a/b.webp', alt: 'وشاح أحمر' }] };
    const html = renderShopPage(view({ kind: 'product', product: pictured, variantId: null })).html;
    expect(html).toContain('<img src="/images/uploads/a/b.webp" alt="وشاح أحمر"');
  });

  it('answers 404 for a page that does not exist, kept out of search results', () => {
    const page = renderShopPage(view({ kind: 'not-found' }, 'en'));
    expect(page.status).toBe(404);
    expect(page.html).toContain('<meta name="robots" content="noindex"/>');
    expect(page.html).toContain('Page not found');
  });

  it('puts its structured data in a script no name can break out of', () => {
    expect(scriptJson({ name: '</script><script>alert(1)</script>\u2028' })).toBe(
      '{"name":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e\\u2028"}',
    );
  });

  it('writes on the store’s colour in whichever of white and dark brown reads better', () => {
    expect(textOn('#F59E0B')).toBe('#1F1A14');
    expect(textOn('#2563EB')).toBe('#FFFFFF');
    expect(textOn('url(x)')).toBe('#1F1A14');
  });
});
