import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';

/**
 * A local HTTP endpoint that receives webhooks as a merchant's integration would: it verifies each
 * message with the Standard Webhooks package (`Webhook.verify`) against the secret it is given,
 * keeps what it received, and answers what the test tells it to (500 then 200, a redirect, …).
 */
export interface ReceivedWebhook {
  path: string;
  headers: Record<string, string>;
  body: string;
  /** The verified payload, or null when the signature did not verify. */
  payload: { type: string; timestamp: string; data: Record<string, unknown> } | null;
  verifyError: string | null;
  /** When it arrived (ms since the epoch). */
  at: number;
}

export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  let secret: string | null = null;
  /** The statuses to answer, in turn; 200 once they run out. */
  const answers: number[] = [];

  const server: Server = createServer(async (req, res) => {
    const at = Date.now();
    let body = '';
    for await (const chunk of req) body += chunk;
    const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
    let payload: ReceivedWebhook['payload'] = null;
    let verifyError: string | null = null;
    try {
      if (!secret) throw new WebhookVerificationError('no secret given to the receiver');
      payload = new Webhook(secret).verify(body, headers) as ReceivedWebhook['payload'];
    } catch (e) {
      verifyError = (e as Error).message;
    }
    received.push({ path: req.url ?? '/', headers, body, payload, verifyError, at });
    const status = answers.shift() ?? 200;
    if (status >= 300 && status < 400) res.setHeader('location', 'http://127.0.0.1:1/elsewhere');
    res.writeHead(status, { 'content-type': 'text/plain' });
    res.end(status < 300 ? 'ok' : `answered ${status}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: (path = '/hooks') => `http://127.0.0.1:${port}${path}`,
    received,
    /** The secret messages are verified with (the one the create answer carried). */
    useSecret: (s: string) => void (secret = s),
    /** Answers these statuses to the next requests, in turn. */
    answer: (...statuses: number[]) => void answers.push(...statuses),
    ofType: (type: string) => received.filter((r) => r.payload?.type === type),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
