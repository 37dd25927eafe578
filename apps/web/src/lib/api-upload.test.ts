import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { createApiClient, type SessionTokens } from './api.ts';

/**
 * Uploads go through jsdom's real XMLHttpRequest to a real local server (cross-origin, so it answers
 * CORS like a separate API host would): the same bearer token and the same one-refresh-on-401 as fetch.
 */
let server: Server;
let baseUrl = '';
const seen = { refreshes: 0, uploads: [] as { authorization: string; language: string; bytes: number; type: string }[] };

const cors = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, accept-language, content-type, accept',
  'Access-Control-Allow-Methods': 'POST',
  'Access-Control-Expose-Headers': 'Retry-After',
};
const send = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'Content-Type': 'application/json', ...cors });
  res.end(JSON.stringify(body));
};
const readAll = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

beforeAll(async () => {
  server = createServer(async (req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors);
      return res.end();
    }
    const body = await readAll(req);
    if (req.url === '/api/v2/auth/refresh') {
      seen.refreshes += 1;
      return send(res, 200, {
        success: true,
        statusCode: 200,
        message: 'ok',
        data: { accessToken: 'access-2', refreshToken: 'refresh-2' },
      });
    }
    seen.uploads.push({
      authorization: req.headers.authorization ?? '',
      language: req.headers['accept-language'] ?? '',
      bytes: body.length,
      type: req.headers['content-type'] ?? '',
    });
    if (req.headers.authorization !== 'Bearer access-2') {
      return send(res, 401, {
        success: false,
        statusCode: 401,
        message: 'انتهت صلاحية الجلسة',
        error: { code: 'AUTH_TOKEN_EXPIRED' },
      });
    }
    if (body.length > 300_000) {
      return send(res, 413, {
        success: false,
        statusCode: 413,
        message: 'حجم الصورة أكبر من 5 ميغابايت',
        error: { code: 'FILE_TOO_LARGE' },
      });
    }
    return send(res, 201, {
      success: true,
      statusCode: 201,
      message: 'تم رفع الصورة',
      data: { path: '/images/uploads/a/b.webp' },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen.refreshes = 0;
  seen.uploads = [];
});

function client() {
  let session: SessionTokens | null = {
    userId: '0190a4a2-7c1e-7d2a-9b1e-1a2b3c4d5e6f',
    accessToken: 'access-1',
    refreshToken: 'refresh-1',
  };
  return createApiClient({
    baseUrl,
    language: () => 'ar',
    session: () => session,
    onTokens: (pair) => {
      if (session) session = { ...session, ...pair };
    },
    onSessionEnded: () => {
      session = null;
    },
    clientMessage: (code) => code,
    userAgent: () => 'test',
  });
}

const form = (bytes: number) => {
  const data = new FormData();
  data.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'logo.png');
  return data;
};

describe('api.upload', () => {
  it('sends multipart with the token, renews an expired one once, and reports progress up to the total', async () => {
    const progress: [number, number][] = [];
    const result = await client().upload<{ path: string }>('/upload/single', form(50_000), {
      onProgress: (loaded, total) => progress.push([loaded, total]),
    });
    expect(result).toMatchObject({ data: { path: '/images/uploads/a/b.webp' }, message: 'تم رفع الصورة' });
    expect(seen.refreshes).toBe(1);
    expect(seen.uploads.map((u) => u.authorization)).toEqual(['Bearer access-1', 'Bearer access-2']);
    expect(seen.uploads[1]).toMatchObject({ language: 'ar' });
    expect(seen.uploads[1]!.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen.uploads[1]!.bytes).toBeGreaterThan(50_000);
    const [loaded, total] = progress.at(-1)!;
    expect(total).toBeGreaterThan(50_000);
    expect(loaded).toBe(total);
  });

  it('rejects with the server’s envelope as an ApiError', async () => {
    const error = (await client()
      .upload('/upload/single', form(400_000))
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, code: 'FILE_TOO_LARGE', message: 'حجم الصورة أكبر من 5 ميغابايت' });
  });

  it('stops when its signal is aborted', async () => {
    const controller = new AbortController();
    const pending = client().upload('/upload/single', form(10), { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
