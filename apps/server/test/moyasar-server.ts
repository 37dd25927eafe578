import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server that answers as Moyasar's API does for the calls the payments module makes
 * (invoices and payments, HTTP Basic with the secret key; shapes of Moyasar's API reference), so the
 * client runs unchanged against it (`MOYASAR_API_BASE`). A test pays an invoice here, then sends
 * the notification Moyasar would send.
 */
export interface MoyasarCall {
  method: string;
  path: string;
  key: string | null;
  body: Record<string, unknown> | null;
}

const keyOf = (req: IncomingMessage) => {
  const auth = req.headers.authorization ?? '';
  if (!auth.startsWith('Basic ')) return null;
  return Buffer.from(auth.slice(6), 'base64').toString('utf8').replace(/:$/, '');
};

export async function startMoyasarServer(keys: readonly string[]) {
  const calls: MoyasarCall[] = [];
  const accepted = new Set(keys);
  const invoices = new Map<string, Record<string, unknown>>();
  const payments = new Map<string, Record<string, unknown>>();
  const server = createServer(async (req, res) => {
    let text = '';
    for await (const chunk of req) text += chunk;
    const call: MoyasarCall = {
      method: req.method ?? 'GET',
      path: req.url ?? '/',
      key: keyOf(req),
      body: text ? (JSON.parse(text) as Record<string, unknown>) : null,
    };
    calls.push(call);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (!call.key || !accepted.has(call.key))
      return send(401, { type: 'authentication_error', message: 'Invalid authorization credentials', errors: null });
    const now = new Date().toISOString();
    if (call.method === 'GET' && call.path.startsWith('/v1/invoices'))
      return send(200, { invoices: [...invoices.values()].slice(0, 1), meta: { current_page: 1, total_count: invoices.size } });
    if (call.method === 'POST' && call.path === '/v1/invoices') {
      const b = call.body ?? {};
      const id = randomUUID();
      const invoice = {
        id,
        status: 'initiated',
        amount: b.amount,
        currency: b.currency ?? 'SAR',
        description: b.description,
        url: `https://checkout.moyasar.test/invoices/${id}`,
        callback_url: b.callback_url ?? null,
        success_url: b.success_url ?? null,
        back_url: b.back_url ?? null,
        expired_at: null,
        created_at: now,
        updated_at: now,
        metadata: b.metadata ?? null,
        payments: [],
      };
      invoices.set(id, invoice);
      return send(201, invoice);
    }
    const payment = /^\/v1\/payments\/([\w-]+)$/.exec(call.path);
    if (call.method === 'GET' && payment) {
      const found = payments.get(payment[1]!);
      return found ? send(200, found) : send(404, { type: 'invalid_request_error', message: 'Object not found', errors: null });
    }
    return send(404, { type: 'invalid_request_error', message: 'Not found', errors: null });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    calls,
    invoice: (id: string) => invoices.get(id),
    /** The customer pays the invoice (all of it, unless `amount` says otherwise): the payment Moyasar keeps. */
    pay(invoiceId: string, overrides: Record<string, unknown> = {}) {
      const invoice = invoices.get(invoiceId)!;
      const paid = {
        id: randomUUID(),
        status: 'paid',
        amount: invoice.amount,
        fee: Math.round(Number(invoice.amount) * 0.0275),
        currency: invoice.currency,
        refunded: 0,
        description: invoice.description,
        invoice_id: invoiceId,
        created_at: new Date().toISOString(),
        metadata: invoice.metadata,
        source: { type: 'creditcard', company: 'mada', name: 'Sara', number: 'XXXX-XXXX-XXXX-1111' },
        ...overrides,
      };
      payments.set(paid.id, paid);
      invoice.status = 'paid';
      return paid;
    },
    /** The notification Moyasar sends to a webhook with `token` as its secret. */
    notification: (payment: unknown, token: string, type = 'payment_paid') => ({
      id: randomUUID(),
      type,
      created_at: new Date().toISOString(),
      secret_token: token,
      account_name: 'Test store',
      live: false,
      data: payment,
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type MoyasarServer = Awaited<ReturnType<typeof startMoyasarServer>>;
