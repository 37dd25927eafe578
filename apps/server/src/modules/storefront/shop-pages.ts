import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ShopNotifyInput, ShopProductQuery, shopSlug, type Language } from '@souqna/contracts';
import {
  INFO_TOPICS,
  NOTIFY_NOTICES,
  SHOP_ASSETS,
  renderShopPage,
  type NotifyNotice,
  type ShopPage,
  type ShopView,
} from '@souqna/storefront';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { readInvoiceSettings } from '../invoices/invoice-settings.service.ts';
import { shopMovedProduct } from '../catalogue/shop-catalogue.ts';
import { openShop, shopHome, shopListing, shopMenu, shopNotify, shopProductPage, shopStore, type Shop } from './shop.service.ts';
import { SHOP_CACHE_CONTROL, sendCached, type StorefrontDeps } from './shop.routes.ts';
import { NOT_OPEN_RETRY_SECONDS, storeHostPattern, storeOfHost } from './store-host.ts';
import { sitemapRoutes } from './sitemap.ts';

/*
 * The storefront's pages: HTML drawn on the server for the store of the request's host, in Arabic
 * at `/…` and English at `/en/…` (the language is in the address, so a page is one cacheable answer
 * and search engines find both). Routes constrained to store hosts: the back-office's own addresses
 * (`localhost:3000`, the app's domain) never reach them, and its API and uploads answer on every host.
 */

/** A listing's address query: the API's rules, unknown keys (`utm_source`…) left out. */
const PageQuery = z.object(ShopProductQuery.shape);
/** A page that moved: its address now. */
type Moved = { kind: 'moved'; to: string };

const ProductQuery = z.object({ variant: z.uuid().optional(), notify: z.enum(NOTIFY_NOTICES).optional() });

/** The page's stylesheet is inline: the CSP allows exactly it, by its hash (the same page, the same hash). */
function policyFor(html: string): string {
  const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
    (m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`,
  );
  return [
    "default-src 'self'",
    "script-src 'none'",
    `style-src ${styles.join(' ') || "'none'"}`,
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The woff2 files of IBM Plex Sans Arabic the pages name (Arabic and Latin, 400 and 700). */
const FONT_FILE = /^ibm-plex-sans-arabic-(arabic|latin)-(400|700)-normal\.woff2$/;

function fontFolder(): string | null {
  try {
    const require = createRequire(import.meta.url);
    const folder = path.join(path.dirname(require.resolve('@fontsource/ibm-plex-sans-arabic/package.json')), 'files');
    return existsSync(folder) ? folder : null;
  } catch {
    return null;
  }
}

export function storefrontPages(app: FastifyInstance, db: Db, deps: StorefrontDeps) {
  const host = storeHostPattern(deps.storeBaseDomain);
  const fonts = fontFolder();

  app.get(
    `${SHOP_ASSETS}/fonts/:file`,
    { schema: { hide: true } },
    (req: FastifyRequest<{ Params: { file: string } }>, reply) => {
      if (!fonts || !FONT_FILE.test(req.params.file)) return reply.callNotFound();
      return reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .type('font/woff2')
        .send(createReadStream(path.join(fonts, req.params.file)));
    },
  );

  /** Draws the page `pageOf` reads for the host's store, or the store's coming-soon or 404 page. */
  const page =
    (lang: Language, pageOf: (shop: Shop, req: FastifyRequest, reader: Db) => Promise<ShopPage | Moved>) =>
    async (req: FastifyRequest, reply: FastifyReply) => {
      const found = await storeOfHost(db, req, deps.storeBaseDomain);
      if (!found) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      const reader = deps.reads?.dbFor(found.row.id) ?? db;
      const shop = await openShop(reader, found.row);
      const [url, query = ''] = req.url.split('?') as [string, string?];
      const base = {
        lang,
        origin: `${req.protocol}://${req.headers.host}`,
        path: lang === 'en' ? url.replace(/^\/en(?=\/|$)/, '') || '/' : url,
        query: query ? `?${query}` : '',
      };
      const [store, categories, shown] = await Promise.all([
        shopStore(reader, shop, lang),
        found.open ? shopMenu(reader, shop, lang) : Promise.resolve([]),
        found.open ? pageOf(shop, req, reader) : Promise.resolve({ kind: 'coming-soon' } as const),
      ]);
      // A product that moved (a custom link changed, or asked for by its id): 301 to where it is.
      if (shown.kind === 'moved') return reply.code(301).header('Cache-Control', SHOP_CACHE_CONTROL).redirect(shown.to, 301);
      const view: ShopView = { ...base, store, categories, page: shown };
      const { status, html } = renderShopPage(view);
      reply.code(status).header('Content-Security-Policy', policyFor(html));
      if (status === 503) reply.header('Retry-After', String(NOT_OPEN_RETRY_SECONDS));
      if (status !== 200) return reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);
      return sendCached(req, reply, html, 'text/html; charset=utf-8');
    };

  const listing =
    (lang: Language, fixed: { category?: string }, path: string) => async (shop: Shop, req: FastifyRequest, reader: Db) => {
      const parsed = PageQuery.safeParse({ ...(req.query as object), ...fixed });
      if (!parsed.success) return { kind: 'not-found' } as const;
      return {
        kind: 'listing',
        listing: await shopListing(reader, shop, lang, parsed.data, deps.now()),
        query: parsed.data,
        path,
      } as const;
    };

  for (const lang of ['ar', 'en'] as const) {
    const prefix = lang === 'en' ? '/en' : '';
    const get = (url: string, pageOf: Parameters<typeof page>[1]) =>
      app.get(url || '/', { constraints: { host }, schema: { hide: true } }, page(lang, pageOf));

    get(prefix, async (shop, _req, reader) => ({ kind: 'home', home: await shopHome(reader, shop, lang, deps.now()) }));
    get(`${prefix}/products`, listing(lang, {}, '/products'));
    get(`${prefix}/search`, listing(lang, {}, '/search'));
    get(`${prefix}/categories/:id`, async (shop, req, reader) => {
      const id = (req.params as { id: string }).id;
      if (!z.uuid().safeParse(id).success) return { kind: 'not-found' };
      const shown = await listing(lang, { category: id }, `/categories/${id}`)(shop, req, reader);
      return shown.kind === 'listing' && !shown.listing.category ? { kind: 'not-found' } : shown;
    });
    get(`${prefix}/brands/:id`, async (shop, req, reader) => {
      const id = (req.params as { id: string }).id;
      const parsed = PageQuery.safeParse(req.query);
      if (!z.uuid().safeParse(id).success || !parsed.success) return { kind: 'not-found' };
      const { brand: _ignored, ...query } = parsed.data;
      const listing = await shopListing(reader, shop, lang, { ...query, brand: [id] }, deps.now());
      const brand = listing.brands.find((b) => b.id === id);
      return brand ? { kind: 'listing', listing, query, path: `/brands/${id}`, brand } : { kind: 'not-found' };
    });
    get(`${prefix}/products/:slug`, async (shop, req, reader) => {
      const slug = (req.params as { slug: string }).slug;
      if (!shopSlug().safeParse(slug).success) return { kind: 'not-found' };
      const product = await shopProductPage(reader, shop, lang, slug, deps.now());
      const query = req.url.includes('?') ? `?${req.url.split('?')[1]}` : '';
      const at = (to: string): Moved => ({ kind: 'moved', to: `${prefix}/products/${encodeURIComponent(to)}${query}` });
      if (!product) {
        const moved = await shopMovedProduct(reader, shop.row.id, slug);
        return moved ? at(moved) : { kind: 'not-found' };
      }
      if (product.slug !== slug) return at(product.slug);
      const asked = ProductQuery.safeParse(req.query);
      const { variant = null, notify = null } = asked.success ? asked.data : {};
      return { kind: 'product', product, variantId: variant, notice: notify };
    });
    // The store's own pages: its description, its contact, the return policy of its invoice layout, privacy.
    for (const topic of INFO_TOPICS)
      get(`${prefix}/${topic}`, async (shop, _req, reader) => {
        let text: string | null = null;
        if (topic === 'about') text = shop.row.description;
        if (topic === 'returns') {
          const policy = (await readInvoiceSettings(reader, shop.row.id)).returnPolicy;
          text = policy[lang] || policy[lang === 'ar' ? 'en' : 'ar'] || null;
        }
        return { kind: 'info', topic, text };
      });
  }
  sitemapRoutes(app, db, deps);

  // "Notify me" without JavaScript: the product page's form posts here and returns to the page,
  // which says what became of it (the notice in its address: post, redirect, get).
  void app.register(async (forms) => {
    forms.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    for (const lang of ['ar', 'en'] as const) {
      const prefix = lang === 'en' ? '/en' : '';
      forms.post(`${prefix}/products/:slug/notify`, { constraints: { host }, schema: { hide: true } }, async (req, reply) => {
        const { slug } = req.params as { slug: string };
        const found = await storeOfHost(db, req, deps.storeBaseDomain);
        if (!found?.open || !shopSlug().safeParse(slug).success)
          return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
        const form = (req.body ?? {}) as Record<string, string>;
        const input = ShopNotifyInput.safeParse({ variantId: form.variant || undefined, email: form.email ?? '' });
        const variant = z.uuid().safeParse(form.variant).success ? form.variant : undefined;
        const back = (notice: NotifyNotice) => {
          const query = new URLSearchParams({ ...(variant ? { variant } : {}), notify: notice });
          return reply.redirect(`${prefix}/products/${encodeURIComponent(slug)}?${query}#notify`, 303);
        };
        if (!input.success) return back('invalid');
        try {
          await shopNotify(db, found.row, slug, input.data, lang, deps.now());
          return back('sent');
        } catch (error) {
          if (error instanceof AppError && error.code === 'RATE_LIMITED') return back('later');
          if (error instanceof AppError && error.status === 400) return back('invalid');
          if (error instanceof AppError && error.status === 404)
            return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
          throw error;
        }
      });
    }
  });
  // Any other address on a store's host: the store's own 404 page (an API path keeps the envelope's).
  const notFoundPage = page('ar', async () => ({ kind: 'not-found' }));
  app.get('/*', { constraints: { host }, schema: { hide: true } }, (req, reply) =>
    req.url.startsWith(`${deps.apiPrefix}/`) ? reply.callNotFound() : notFoundPage(req, reply),
  );
  app.get(
    '/en/*',
    { constraints: { host }, schema: { hide: true } },
    page('en', async () => ({ kind: 'not-found' })),
  );
}
