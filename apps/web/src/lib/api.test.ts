// @vitest-environment node
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { createApiClient, type SessionTokens } from './api.ts';
import { i18n, initI18n } from '../i18n/i18n.ts';

/** A real local server speaking the API envelope: tokens expire, refresh rotates them. */
let server: Server;
let baseUrl = '';
const seen = {
  refreshes: 0,
  refreshBodies: [] as unknown[],
  authorizations: [] as string[],
  headers: [] as IncomingMessage['headers'][],
};
let refreshAccepted = true;

const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};
const readBody = async (req: IncomingMessage) => {
  let raw = '';
  for await (const chunk of req) raw += chunk;
  return raw ? JSON.parse(raw) : undefined;
};
const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  await initI18n('ar');
  server = createServer(async (req, res) => {
    seen.headers.push(req.headers);
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/api/v2/auth/refresh') {
      seen.refreshes += 1;
      seen.refreshBodies.push(await readBody(req));
      await later(40);
      return refreshAccepted
        ? send(res, 200, {
            success: true,
            statusCode: 200,
            message: 'تم تجديد الجلسة',
            data: { accessToken: 'access-2', refreshToken: 'refresh-2' },
          })
        : send(res, 401, {
            success: false,
            statusCode: 401,
            message: 'انتهت الجلسة، يرجى تسجيل الدخول من جديد',
            error: { code: 'AUTH_REFRESH_INVALID' },
          });
    }
    if (url.pathname === '/api/v2/things') {
      seen.authorizations.push(req.headers.authorization ?? '');
      await later(20);
      if (req.headers.authorization !== 'Bearer access-2') {
        return send(res, 401, {
          success: false,
          statusCode: 401,
          message: 'انتهت صلاحية الجلسة',
          error: { code: 'AUTH_TOKEN_EXPIRED' },
        });
      }
      return send(res, 200, {
        success: true,
        statusCode: 200,
        message: 'تمت العملية بنجاح',
        data: { id: url.searchParams.get('id') },
      });
    }
    if (url.pathname === '/api/v2/products') {
      return send(res, 200, {
        success: true,
        statusCode: 200,
        message: 'تمت العملية بنجاح',
        data: [{ name: 'عطر العود' }],
        pagination: { page: 2, pageSize: 1, total: 3, totalPages: 3 },
      });
    }
    if (url.pathname === '/api/v2/brands') {
      return send(res, 400, {
        success: false,
        statusCode: 400,
        message: 'بعض الحقول غير صحيحة',
        error: { code: 'VALIDATION_FAILED', fields: [{ path: 'name', code: 'too_big', message: 'الاسم أطول من 100 حرف' }] },
      });
    }
    if (url.pathname === '/api/v2/auth/login') {
      return send(
        res,
        429,
        { success: false, statusCode: 429, message: 'محاولات كثيرة', error: { code: 'AUTH_TOO_MANY_ATTEMPTS', retryAfter: 30 } },
        { 'Retry-After': '30' },
      );
    }
    if (url.pathname === '/api/v2/broken') {
      res.writeHead(502, { 'Content-Type': 'text/html' });
      return res.end('<h1>Bad gateway</h1>');
    }
    send(res, 404, { success: false, statusCode: 404, message: 'المسار المطلوب غير موجود', error: { code: 'ROUTE_NOT_FOUND' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function client(origin = baseUrl) {
  let session: SessionTokens | null = {
    userId: '0190a4a2-7c1e-7d2a-9b1e-1a2b3c4d5e6f',
    accessToken: 'access-1',
    refreshToken: 'refresh-1',
  };
  const events = { ended: 0 };
  const api = createApiClient({
    baseUrl: origin,
    language: () => 'ar',
    session: () => session,
    onTokens: (pair) => {
      if (session) session = { ...session, ...pair };
    },
    onSessionEnded: () => {
      events.ended += 1;
      session = null;
    },
    clientMessage: (code, lang) => i18n.t(`common:clientErrors.${code}`, { lng: lang }),
    userAgent: () => 'Souqna test agent',
  });
  return { api, events, session: () => session };
}

beforeEach(() => {
  seen.refreshes = 0;
  seen.refreshBodies = [];
  seen.authorizations = [];
  seen.headers = [];
  refreshAccepted = true;
});

describe('api client', () => {
  it('answers two parallel 401s with exactly one refresh, then both calls succeed on retry', async () => {
    const { api, session } = client();
    const [a, b] = await Promise.all([
      api.get<{ id: string }>('/things', { query: { id: 'a' } }),
      api.get<{ id: string }>('/things', { query: { id: 'b' } }),
    ]);
    expect(a).toEqual({ id: 'a' });
    expect(b).toEqual({ id: 'b' });
    expect(seen.refreshes).toBe(1);
    expect(seen.refreshBodies[0]).toEqual({
      userId: '0190a4a2-7c1e-7d2a-9b1e-1a2b3c4d5e6f',
      refreshToken: 'refresh-1',
      userAgent: 'Souqna test agent',
    });
    expect(seen.authorizations).toEqual(['Bearer access-1', 'Bearer access-1', 'Bearer access-2', 'Bearer access-2']);
    expect(session()).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2' });
  });

  it('ends the session once when the refresh is refused, and both calls fail with the 401', async () => {
    refreshAccepted = false;
    const { api, events, session } = client();
    const results = await Promise.allSettled([api.get('/things'), api.get('/things')]);
    expect(seen.refreshes).toBe(1);
    expect(events.ended).toBe(1);
    expect(session()).toBeNull();
    for (const r of results) {
      expect(r.status).toBe('rejected');
      const error = (r as PromiseRejectedResult).reason as ApiError;
      expect(error).toBeInstanceOf(ApiError);
      expect(error.status).toBe(401);
      expect(error.code).toBe('AUTH_TOKEN_EXPIRED');
    }
  });

  it('asks for JSON in the current language and unwraps a list with its pagination', async () => {
    const { api } = client();
    const list = await api.list<{ name: string }>('/products', { page: 2, pageSize: 1 });
    expect(list).toEqual({ items: [{ name: 'عطر العود' }], pagination: { page: 2, pageSize: 1, total: 3, totalPages: 3 } });
    const headers = seen.headers.at(-1)!;
    expect(headers.accept).toBe('application/json');
    expect(headers['accept-language']).toBe('ar');
    expect(headers.authorization).toBe('Bearer access-1');
  });

  it('turns a failure envelope into an ApiError with the server message and field messages', async () => {
    const { api } = client();
    const error = (await api.post('/brands', { name: 'x' }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', message: 'بعض الحقول غير صحيحة' });
    expect(error.fieldErrors()).toEqual({ name: 'الاسم أطول من 100 حرف' });
  });

  it('carries retryAfter on a 429 and never refreshes for a public call', async () => {
    const { api } = client();
    const error = (await api
      .post('/auth/login', { email: 'a@b.co', password: 'secret1' }, { auth: false })
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ status: 429, code: 'AUTH_TOO_MANY_ATTEMPTS', retryAfter: 30 });
    expect(seen.refreshes).toBe(0);
    expect(seen.headers.at(-1)!.authorization).toBeUndefined();
  });

  it('reports an answer that is not the envelope as BAD_RESPONSE with its status', async () => {
    const { api } = client();
    const error = (await api.get('/broken').catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({
      status: 502,
      code: 'BAD_RESPONSE',
      message: 'وصل رد غير مفهوم من الخادم، حاول مجددًا بعد قليل.',
    });
  });

  it('reports an unreachable server as NETWORK with the localized "check your connection" message', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const { api } = client(`http://127.0.0.1:${port}`);
    const error = (await api.get('/things').catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ status: 0, code: 'NETWORK' });
    expect(error.message).toBe('تعذر الاتصال بالخادم، تحقق من اتصالك بالإنترنت ثم حاول مجددًا.');
  });
});
