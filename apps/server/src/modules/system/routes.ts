import type { FastifyInstance } from 'fastify';
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

/** The development outbox: JSON under the API for tests and tools, and a page for people. */
export function devMailboxRoutes(server: FastifyInstance, mailer: Mailer, apiPrefix: string) {
  const app = server.withTypeProvider<ZodTypeProvider>();
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
    { schema: { hide: true, response: { 200: envelope(z.array(OutboxMessage)) } } },
    async (_req, reply) => reply.ok((await list()).map(({ html: _html, ...m }) => m)),
  );

  app.get('/dev/mailbox', { schema: { hide: true } }, async (_req, reply) => {
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
