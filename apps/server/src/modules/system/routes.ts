import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { envelope, failure } from '../../platform/envelope.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';

const Health = z.object({ status: z.literal('ok'), database: z.literal('ok'), uptimeSeconds: z.number() });

const OutboxMessage = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.string(),
  createdAt: z.string(),
});

export function systemRoutes(server: FastifyInstance, db: Db) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/health',
    { schema: { tags: ['system'], response: { 200: envelope(Health), 503: z.unknown() } } },
    async (req, reply) => {
      try {
        await db.execute(sql`select 1`);
      } catch (err) {
        req.log.error({ err }, 'health check: database unreachable');
        return reply.code(503).send(failure(req.lang, 'INTERNAL', 503));
      }
      return reply.ok({ status: 'ok' as const, database: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) });
    },
  );
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * Whether the request comes from this machine itself: its socket's address (not the forwarded one,
 * which a client can write), and no proxy in between (a proxy on this machine would make every
 * outside visitor look local).
 */
function fromThisMachine(req: FastifyRequest): boolean {
  const forwarded = req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined;
  return !forwarded && LOOPBACK.test(req.socket.remoteAddress ?? '');
}

/**
 * The development outbox: JSON under the API for tests and tools, and a page for people. It holds
 * every code the app e-mailed, so it answers only this machine; anyone else gets the not-found of
 * any unknown path.
 */
export function devMailboxRoutes(server: FastifyInstance, mailer: Mailer, apiPrefix: string) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const onRequest = async (req: FastifyRequest, reply: FastifyReply) => {
    if (!fromThisMachine(req)) return reply.code(404).send(failure(req.lang, 'ROUTE_NOT_FOUND', 404));
  };
  const list = async () =>
    (await mailer.recent()).map((m) => ({
      id: m.id,
      to: m.to,
      subject: m.subject,
      text: m.text,
      html: m.html,
      status: m.status,
      createdAt: m.createdAt.toISOString(),
    }));

  app.get(
    `${apiPrefix}/dev/mailbox`,
    { onRequest, schema: { hide: true, response: { 200: envelope(z.array(OutboxMessage)), 404: z.unknown() } } },
    async (_req, reply) => reply.ok((await list()).map(({ html: _html, ...m }) => m)),
  );

  app.get('/dev/mailbox', { onRequest, schema: { hide: true } }, async (_req, reply) => {
    const messages = await list();
    const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
    const items = messages
      .map(
        (
          m,
        ) => `<article><header><strong>${esc(m.subject)}</strong><span dir="ltr">${esc(m.to)} · ${esc(m.createdAt)} · ${esc(m.status)}</span></header>
<iframe sandbox srcdoc="${esc(m.html)}" title="${esc(m.subject)}"></iframe></article>`,
      )
      .join('\n');
    const page = `<!doctype html><html lang="ar" dir="rtl"><head><meta charset="utf-8"><title>صندوق البريد التجريبي · Dev mailbox</title>
<style>body{font-family:system-ui,sans-serif;background:#F7F1E8;color:#1F1A14;margin:0;padding:24px}h1{font-size:20px}
article{background:#fff;border-radius:16px;margin-block-end:16px;padding:16px}header{display:flex;flex-direction:column;gap:4px;margin-block-end:8px}
span{color:#6B5B4B;font-size:13px}iframe{width:100%;height:360px;border:1px solid #E8DCC8;border-radius:12px}</style></head>
<body><h1>صندوق البريد التجريبي · Development mailbox</h1><p>الرسائل التي أرسلها التطبيق محليًا (بلا SMTP_URL)، الأحدث أولًا. Messages the app sent locally (no SMTP_URL), newest first.</p>
${items || '<p>لا رسائل بعد · No messages yet</p>'}</body></html>`;
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(page);
  });
}
