import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local HTTP server that answers the calls the payments module makes as Stripe's API does (the
 * shapes of the SDK's types: accounts, account links, login links, checkout sessions), so the
 * official SDK runs unchanged against it (`STRIPE_API_BASE`). It keeps what it was asked, honours
 * idempotency keys as Stripe does, and signs events as Stripe signs them.
 */
export interface StripeCall {
  method: string;
  path: string;
  /** The form fields as sent (`line_items[0][price_data][unit_amount]`). */
  form: Record<string, string>;
  account: string | undefined;
  idempotencyKey: string | undefined;
}

type AccountState = { details_submitted: boolean; charges_enabled: boolean; payouts_enabled: boolean };

export const STRIPE_TEST_WEBHOOK_SECRET = 'whsec_local_test_secret';
const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

const readForm = async (req: IncomingMessage) => {
  let text = '';
  for await (const chunk of req) text += chunk;
  return Object.fromEntries(new URLSearchParams(text));
};

/** An event as Stripe sends it to a Connect endpoint: its body and its `Stripe-Signature` header. */
export function signedStripeEvent(type: string, object: unknown, account?: string, secret = STRIPE_TEST_WEBHOOK_SECRET) {
  const body = JSON.stringify({
    id: id('evt'),
    object: 'event',
    type,
    account,
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  });
  const signer = new Stripe('sk_test_local');
  return { body, signature: signer.webhooks.generateTestHeaderString({ payload: body, secret }) };
}

export async function startStripeServer() {
  const calls: StripeCall[] = [];
  const accounts = new Map<string, Record<string, unknown>>();
  const replays = new Map<string, string>();
  const error = (status: number, message: string) => ({
    status,
    body: { error: { type: 'invalid_request_error', code: 'resource_missing', message } },
  });

  const answer = (call: StripeCall): { status: number; body: unknown } => {
    const now = Math.floor(Date.now() / 1000);
    const f = call.form;
    if (call.method === 'POST' && call.path === '/v1/accounts') {
      const account = {
        id: id('acct'),
        object: 'account',
        type: f.type,
        email: f.email ?? null,
        business_profile: { name: f['business_profile[name]'] ?? null },
        metadata: { storeId: f['metadata[storeId]'] },
        details_submitted: false,
        charges_enabled: false,
        payouts_enabled: false,
        created: now,
      };
      accounts.set(account.id, account);
      return { status: 200, body: account };
    }
    const one = /^\/v1\/accounts\/(acct_\w+)(\/login_links)?$/.exec(call.path);
    if (one) {
      const account = accounts.get(one[1]!);
      if (!account) return error(404, `No such account: '${one[1]}'`);
      if (call.method === 'GET' && !one[2]) return { status: 200, body: account };
      if (call.method === 'POST' && one[2])
        return {
          status: 200,
          body: { object: 'login_link', created: now, url: `https://connect.stripe.test/express/${one[1]}` },
        };
    }
    if (call.method === 'POST' && call.path === '/v1/account_links') {
      if (!accounts.has(f.account ?? '')) return error(400, `No such account: '${f.account}'`);
      return {
        status: 200,
        body: {
          object: 'account_link',
          created: now,
          expires_at: now + 300,
          url: `https://connect.stripe.test/setup/${f.account}`,
        },
      };
    }
    if (call.method === 'POST' && call.path === '/v1/checkout/sessions') {
      if (!call.account || !accounts.has(call.account)) return error(400, 'No such account');
      const sessionId = id('cs_test');
      return {
        status: 200,
        body: {
          id: sessionId,
          object: 'checkout.session',
          mode: 'payment',
          status: 'open',
          payment_status: 'unpaid',
          client_reference_id: f.client_reference_id ?? null,
          amount_total: Number(f['line_items[0][price_data][unit_amount]']),
          currency: f['line_items[0][price_data][currency]'],
          metadata: { storeId: f['metadata[storeId]'], orderId: f['metadata[orderId]'] },
          payment_intent: null,
          success_url: f.success_url,
          cancel_url: f.cancel_url,
          expires_at: now + 86_400,
          url: `https://checkout.stripe.test/c/pay/${sessionId}`,
        },
      };
    }
    return error(404, `Unrecognized request URL (${call.method}: ${call.path})`);
  };

  const server: Server = createServer(async (req, res) => {
    // The browser journeys' way to finish an account's onboarding: `POST /_test/accounts/{id}` with its state as JSON.
    const control = /^\/_test\/accounts\/(acct_\w+)$/.exec(req.url ?? '');
    if (control && req.method === 'POST') {
      let text = '';
      for await (const chunk of req) text += chunk;
      const account = accounts.get(control[1]!);
      if (account) Object.assign(account, JSON.parse(text) as Partial<AccountState>);
      res.writeHead(account ? 200 : 404, { 'content-type': 'application/json' });
      res.end(JSON.stringify(account ?? null));
      return;
    }
    const call: StripeCall = {
      method: req.method ?? 'GET',
      path: (req.url ?? '/').split('?')[0]!,
      form: await readForm(req),
      account: req.headers['stripe-account'] as string | undefined,
      idempotencyKey: req.headers['idempotency-key'] as string | undefined,
    };
    calls.push(call);
    const key = call.idempotencyKey ? `${call.account ?? ''} ${call.idempotencyKey}` : null;
    const replay = key ? replays.get(key) : undefined;
    let text = replay;
    let status = 200;
    if (!text) {
      const answered = answer(call);
      status = answered.status;
      text = JSON.stringify(answered.body);
      if (key && status === 200) replays.set(key, text);
    }
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
    res.end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    calls,
    /** What the server's environment needs to use this server. */
    env: { STRIPE_SECRET_KEY: 'sk_test_local', STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET, STRIPE_API_BASE: url },
    /** The account as the merchant's onboarding left it. */
    setAccount(accountId: string, state: Partial<AccountState>) {
      const account = accounts.get(accountId);
      if (!account) throw new Error(`no account ${accountId}`);
      Object.assign(account, state);
      return account;
    },
    account: (accountId: string) => accounts.get(accountId),
    event: signedStripeEvent,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type StripeServer = Awaited<ReturnType<typeof startStripeServer>>;
