import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { INFO_TOPICS } from '@souqna/storefront';
import type { Db } from '../../db/client.ts';
import { shopCategories, shopProductCount, shopSitemapBatch } from '../catalogue/shop-catalogue.ts';
import { SHOP_CACHE_CONTROL, type StorefrontDeps } from './shop.routes.ts';
import { storeHostPattern, storeOfHost } from './store-host.ts';

/*
 * What a search engine reads of a store: `robots.txt` naming the sitemap, and `sitemap.xml` as an
 * index of paged sitemaps (sitemaps.org: at most 50,000 addresses a file). Each product is two
 * addresses (Arabic and English, each naming the other with `hreflang`), so a products page holds
 * 25,000 products; it is read in keyset batches and written as they come.
 */

/** Products in one sitemap file: each is two addresses, and a file holds at most 50,000. */
export const SITEMAP_PRODUCTS = 25_000;
const BATCH = 5_000;

const xmlText = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** One address in both languages, each naming the other. */
function urlEntries(origin: string, path: string, lastmod: string | null): string {
  const ar = xmlText(`${origin}${path}`);
  const en = xmlText(`${origin}${path === '/' ? '/en' : `/en${path}`}`);
  const alternates =
    `<xhtml:link rel="alternate" hreflang="ar" href="${ar}"/><xhtml:link rel="alternate" hreflang="en" href="${en}"/>` +
    `<xhtml:link rel="alternate" hreflang="x-default" href="${ar}"/>`;
  const mod = lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : '';
  return `<url><loc>${ar}</loc>${mod}${alternates}</url><url><loc>${en}</loc>${mod}${alternates}</url>`;
}

const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">';

export function sitemapRoutes(app: FastifyInstance, db: Db, deps: StorefrontDeps) {
  const constraints = { host: storeHostPattern(deps.storeBaseDomain) };
  const originOf = (req: FastifyRequest) => `${req.protocol}://${req.headers.host}`;
  const xml = (reply: FastifyReply) => reply.header('Cache-Control', SHOP_CACHE_CONTROL).type('application/xml; charset=utf-8');

  app.get('/robots.txt', { constraints, schema: { hide: true } }, async (req, reply) => {
    const found = await storeOfHost(db, req, deps.storeBaseDomain);
    if (!found) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    const rules = found.open
      ? ['User-agent: *', 'Disallow: /search', 'Disallow: /en/search', '', `Sitemap: ${originOf(req)}/sitemap.xml`]
      : ['User-agent: *', 'Disallow: /'];
    return reply
      .header('Cache-Control', SHOP_CACHE_CONTROL)
      .type('text/plain; charset=utf-8')
      .send(`${rules.join('\n')}\n`);
  });

  app.get('/sitemap.xml', { constraints, schema: { hide: true } }, async (req, reply) => {
    const found = await storeOfHost(db, req, deps.storeBaseDomain);
    if (!found?.open) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    const reader = deps.reads?.dbFor(found.row.id) ?? db;
    const pages = Math.ceil((await shopProductCount(reader, found.row.id)) / SITEMAP_PRODUCTS);
    const origin = xmlText(originOf(req));
    const files = ['pages', ...Array.from({ length: pages }, (_, i) => `products-${i + 1}`)];
    return xml(reply).send(
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' +
        files.map((f) => `<sitemap><loc>${origin}/sitemaps/${f}.xml</loc></sitemap>`).join('') +
        '</sitemapindex>\n',
    );
  });

  app.get('/sitemaps/:file', { constraints, schema: { hide: true } }, async (req, reply) => {
    const file = (req.params as { file: string }).file;
    const products = /^products-([1-9]\d{0,4})\.xml$/.exec(file);
    const found = await storeOfHost(db, req, deps.storeBaseDomain);
    if (!found?.open || (file !== 'pages.xml' && !products))
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    const reader = deps.reads?.dbFor(found.row.id) ?? db;
    const origin = originOf(req);
    if (!products) {
      const categories = await shopCategories(reader, found.row.id);
      const paths = [
        '/',
        '/products',
        ...INFO_TOPICS.map((topic) => `/${topic}`),
        ...categories.map((c) => `/categories/${c.id}`),
      ];
      const entries = paths.map((p) => urlEntries(origin, p, null));
      return xml(reply).send(`${URLSET_OPEN}${entries.join('')}</urlset>\n`);
    }
    const page = Number(products[1]);
    let batch = await shopSitemapBatch(reader, found.row.id, { offset: (page - 1) * SITEMAP_PRODUCTS }, BATCH);
    if (!batch.length && page > 1) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    // Written batch by batch as they are read: the first bytes leave before the last rows are read.
    xml(reply);
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, reply.getHeaders() as Record<string, string>);
    raw.write(URLSET_OPEN);
    let written = 0;
    try {
      while (batch.length) {
        raw.write(
          batch.map((p) => urlEntries(origin, `/products/${encodeURIComponent(p.customUrl ?? p.id)}`, p.updatedAt)).join(''),
        );
        written += batch.length;
        const last = batch[batch.length - 1]!;
        const left = SITEMAP_PRODUCTS - written;
        batch = left > 0 ? await shopSitemapBatch(reader, found.row.id, { after: last }, Math.min(BATCH, left)) : [];
      }
      raw.end('</urlset>\n');
    } catch (error) {
      // The status has left: a half-written file must not pass for a whole one.
      req.log.error({ err: error }, 'sitemap cut short');
      raw.destroy();
    }
  });
}
