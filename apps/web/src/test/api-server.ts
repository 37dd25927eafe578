import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  method: string;
  path: string;
  /** The query string's parameters. */
  query: Record<string, string>;
  /** JSON bodies parsed; any other body (a multipart upload) as its text. */
  body: unknown;
}

export type Handler = (request: SeenRequest) => { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;

/** The envelope of docs/api.md around `data`. */
export const ok = (data: unknown, message = 'تمت العملية بنجاح') => ({
  body: { success: true, statusCode: 200, message, data },
});

export const refused = (status: number, message: string, error: Record<string, unknown>) => ({
  status,
  body: { success: false, statusCode: status, message, error },
});

const readBody = async (req: IncomingMessage) => {
  let raw = '';
  for await (const chunk of req) raw += chunk;
  if (!raw) return undefined;
  return (req.headers['content-type'] ?? '').startsWith('multipart/') ? raw : JSON.parse(raw);
};

/** jsdom's XMLHttpRequest (uploads) is a cross-origin caller of this server: it asks first. */
const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept, Accept-Language',
};

/**
 * A real HTTP server speaking the API envelope, for screens tested with the app's own client and
 * the runtime's real `fetch`: relative `/api/v2/...` calls reach it through undici's global origin
 * (what a page's origin is to a browser). Every request is kept, in order.
 */
export async function startApiServer(routes: Record<string, Handler>) {
  const seen: SeenRequest[] = [];
  const server: Server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS);
      res.end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname.replace(/^\/api\/v2/, '');
    const query = Object.fromEntries(url.searchParams);
    const request = { method: req.method ?? 'GET', path, query, body: await readBody(req) };
    seen.push(request);
    const handler = routes[`${request.method} ${path}`];
    const answer = handler ? await handler(request) : refused(404, 'لا يوجد مسار بهذا العنوان', { code: 'ROUTE_NOT_FOUND' });
    res.writeHead(answer.status ?? 200, { 'Content-Type': 'application/json', ...CORS });
    res.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const key = Symbol.for('undici.globalOrigin.1');
  const globals = globalThis as Record<symbol, unknown>;
  const previous = globals[key];
  globals[key] = new URL(origin);
  // Uploads go through XMLHttpRequest, which resolves `/api/v2/...` against the page: send them here too.
  const xhrOpen = typeof XMLHttpRequest === 'undefined' ? undefined : XMLHttpRequest.prototype.open;
  if (xhrOpen)
    XMLHttpRequest.prototype.open = function open(this: XMLHttpRequest, method: string, url: string | URL, ...rest: unknown[]) {
      const target = typeof url === 'string' && url.startsWith('/api/') ? `${origin}${url}` : url;
      return (xhrOpen as (...args: unknown[]) => void).call(this, method, target, ...rest);
    } as typeof XMLHttpRequest.prototype.open;
  return {
    origin,
    seen,
    /** The requests sent with `method` to `path`. */
    sent: (method: string, path: string) => seen.filter((r) => r.method === method && r.path === path),
    close: async () => {
      globals[key] = previous;
      if (xhrOpen) XMLHttpRequest.prototype.open = xhrOpen;
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
