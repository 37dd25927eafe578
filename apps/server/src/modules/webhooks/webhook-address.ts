import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from '../../platform/public-address.ts';

/**
 * Where a webhook may go (docs/decisions.md "Webhooks"): only to public addresses, checked when the
 * endpoint is saved and again when each message is sent, on every address its name resolves to; the
 * connection then goes to the address that was checked, so a name that answers a public address to
 * the check and a private one to the connection (DNS rebinding) reaches nothing. `allowPrivate`
 * (WEBHOOKS_ALLOW_PRIVATE) lifts both, for a receiver on the developer's machine.
 */

/** The host of a URL as DNS and `isIP` take it (`[::1]` → `::1`). */
const bareHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** Why an endpoint cannot be saved, as a field code of `url`, or null when it can. */
export async function refusedAddress(raw: string, allowPrivate: boolean): Promise<string | null> {
  if (allowPrivate) return null;
  const url = new URL(raw);
  if (url.protocol !== 'https:') return 'webhook_https_required';
  const host = bareHost(url);
  let addresses: LookupAddress[];
  try {
    addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookup(host, { all: true, verbatim: true });
  } catch {
    return 'webhook_url_unresolvable';
  }
  if (!addresses.length) return 'webhook_url_unresolvable';
  return addresses.every((a) => isPublicAddress(a.address)) ? null : 'webhook_url_private';
}

/** Why a try got no answer, as the delivery log keeps it (the web app words each). */
export type SendError =
  | 'private_address'
  | 'https_required'
  | 'dns_failed'
  | 'timeout'
  | 'connection_refused'
  | 'connection_failed'
  | 'tls_failed'
  | 'endpoint_off';

export type SendResult = { statusCode: number; response: string; latencyMs: number } | { error: SendError; latencyMs: number };

class PrivateAddress extends Error {
  override name = 'PrivateAddress';
}

/** Resolves like `dns.lookup`, refuses when any address is not public, and hands over only the first checked one. */
function checkedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      if (!addresses.length) return callback(Object.assign(new Error('no address'), { code: 'ENOTFOUND' }), '', 0);
      if (!allowPrivate && !addresses.every((a) => isPublicAddress(a.address)))
        return callback(new PrivateAddress(hostname), '', 0);
      const chosen = addresses[0]!;
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, [chosen]);
      callback(null, chosen.address, chosen.family);
    });
  };
}

/**
 * Connections kept open between messages to one endpoint, as a busy store sends many: a new TLS
 * handshake for each would cost more than the message. Only a new connection resolves the name,
 * through the checked lookup, so each `allowPrivate` has its own agents. A free connection is
 * closed after 4 s, before the 5 s a Node server keeps one (a server closing it as it is reused
 * would fail the try).
 */
const agents = new Map<string, HttpAgent>();
function agentFor(protocol: string, allowPrivate: boolean): HttpAgent {
  const key = `${protocol}${allowPrivate}`;
  let agent = agents.get(key);
  if (!agent) {
    const options = { keepAlive: true, maxSockets: 16, maxFreeSockets: 4, timeout: 4_000, lookup: checkedLookup(allowPrivate) };
    agent = protocol === 'https:' ? new HttpsAgent(options) : new HttpAgent(options);
    agents.set(key, agent);
  }
  return agent;
}

const TIMEOUT_MS = 10_000;
/** What is read of an answer: enough for the log's excerpt, never a large body. */
const READ_CAP_BYTES = 4096;

function errorOf(err: unknown): SendError {
  if (err instanceof PrivateAddress) return 'private_address';
  const e = err as { name?: string; code?: string; cause?: unknown };
  if (e.cause instanceof PrivateAddress) return 'private_address';
  if (e.name === 'TimeoutError' || e.name === 'AbortError' || e.code === 'ABORT_ERR') return 'timeout';
  if (e.code === 'ENOTFOUND' || e.code === 'EAI_AGAIN') return 'dns_failed';
  if (e.code === 'ECONNREFUSED') return 'connection_refused';
  if (typeof e.code === 'string' && (e.code.startsWith('ERR_TLS') || e.code.includes('CERT') || e.code.startsWith('ERR_SSL')))
    return 'tls_failed';
  return 'connection_failed';
}

/** The first bytes of an answer, up to the cap; the rest is not waited for. */
function readCapped(res: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = () => resolve(Buffer.concat(chunks).toString('utf8'));
    res.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= READ_CAP_BYTES) {
        res.destroy();
        done();
      }
    });
    res.on('end', done);
    res.on('error', done);
    res.on('close', done);
  });
}

/**
 * POSTs one message: 10 s for the whole exchange, no redirect followed (a 3xx is an answer like any
 * other, and not a success), the answer read up to 4 KB. Never throws.
 */
export async function postMessage(
  raw: string,
  headers: Record<string, string>,
  body: string,
  allowPrivate: boolean,
): Promise<SendResult> {
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  const url = new URL(raw);
  const host = bareHost(url);
  if (!allowPrivate && url.protocol !== 'https:') return { error: 'https_required', latencyMs: 0 };
  if (!allowPrivate && isIP(host) && !isPublicAddress(host)) return { error: 'private_address', latencyMs: 0 };
  const signal = AbortSignal.timeout(TIMEOUT_MS);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  try {
    return await new Promise<SendResult>((resolve, reject) => {
      const req = send(
        url,
        {
          method: 'POST',
          headers: {
            ...headers,
            'content-type': 'application/json',
            'content-length': String(Buffer.byteLength(body)),
            'user-agent': 'Souqna-Webhooks/1.0',
          },
          agent: agentFor(url.protocol, allowPrivate),
          signal,
        },
        (res) => {
          readCapped(res).then((text) => resolve({ statusCode: res.statusCode ?? 0, response: text, latencyMs: took() }), reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  } catch (err) {
    return { error: errorOf(err), latencyMs: took() };
  }
}
