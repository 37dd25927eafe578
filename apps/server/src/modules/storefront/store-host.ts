import type { FastifyRequest } from 'fastify';
import { AppError, notFound } from '../../platform/errors.ts';
import type { Tx } from '../../db/client.ts';
import { storeOfDomain, type StoreRow } from '../stores/store-row.ts';

/*
 * The store of a storefront request is its host's, and only its host's (docs/decisions.md "The
 * storefront"): `{domain}.{STORE_BASE_DOMAIN}`, or `{domain}.localhost:{port}` on a laptop. No call
 * takes a store id from the client.
 */

/** A store's domain label as onboarding allows it (store/domain.ts): letters, digits and inner hyphens. */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

const withoutPort = (host: string) => host.replace(/:\d+$/, '').toLowerCase();
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The domain label of `host` when it is a store's address under `baseDomain`, else null. */
export function domainOfHost(host: string | undefined, baseDomain: string): string | null {
  if (!host) return null;
  const name = withoutPort(host);
  const base = withoutPort(baseDomain);
  if (!name.endsWith(`.${base}`)) return null;
  const label = name.slice(0, -(base.length + 1));
  return LABEL.test(label) ? label : null;
}

/**
 * The hosts the storefront's pages answer (a route constraint: the router compares the `Host`
 * header, port included): one label under the base domain, any port.
 */
export const storeHostPattern = (baseDomain: string): RegExp =>
  new RegExp(`^[a-z0-9-]+\\.${escaped(withoutPort(baseDomain))}(:\\d+)?$`, 'i');

/** What a host names: a store that is open, one that is not yet, or nothing. */
export type HostStore = { open: true; row: StoreRow } | { open: false; row: StoreRow } | null;

export async function storeOfHost(tx: Tx, req: FastifyRequest, baseDomain: string): Promise<HostStore> {
  const domain = domainOfHost(req.headers.host, baseDomain);
  if (!domain) return null;
  const row = await storeOfDomain(tx, domain);
  if (!row) return null;
  return { open: row.status === 'active', row };
}

/** How long a store that is not open asks to be left before it is asked again. */
export const NOT_OPEN_RETRY_SECONDS = 3600;

/** The open store of a storefront call, else the envelope's 404 (no store there) or 503 (not open yet). */
export async function openStoreOf(tx: Tx, req: FastifyRequest, baseDomain: string): Promise<StoreRow> {
  const found = await storeOfHost(tx, req, baseDomain);
  if (!found) throw notFound();
  if (!found.open) throw new AppError('STORE_NOT_OPEN', undefined, undefined, { retryAfter: NOT_OPEN_RETRY_SECONDS });
  return found.row;
}
