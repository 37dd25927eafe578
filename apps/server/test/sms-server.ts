import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server that answers as Twilio's Messages API does (`POST
 * /2010-04-01/Accounts/{AccountSid}/Messages.json`, HTTP Basic with the Account SID and auth token,
 * a form body), with Twilio's answer and error shapes: 201 with the message, 401 code 20003
 * "Authenticate", 400 code 21211 for a `To` that is not a phone number and 21606 for a `From` the
 * account does not own. The messaging module's client runs unchanged against it (`TWILIO_API_BASE`).
 */
export interface SmsCall {
  accountSid: string;
  auth: { user: string; pass: string } | null;
  form: Record<string, string>;
}

export async function startSmsServer(accounts: Record<string, { authToken: string; numbers: string[] }>) {
  const calls: SmsCall[] = [];
  const server = createServer(async (req, res) => {
    let text = '';
    for await (const chunk of req) text += chunk;
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const error = (status: number, code: number, message: string) =>
      send(status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });
    const route = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(req.url ?? '');
    if (req.method !== 'POST' || !route) return error(404, 20404, 'The requested resource was not found');
    const header = req.headers.authorization ?? '';
    const [user, pass] = header.startsWith('Basic ') ? Buffer.from(header.slice(6), 'base64').toString('utf8').split(':') : [];
    const form = Object.fromEntries(new URLSearchParams(text));
    const accountSid = decodeURIComponent(route[1]!);
    calls.push({ accountSid, auth: user === undefined ? null : { user, pass: pass ?? '' }, form });
    const account = accounts[accountSid];
    if (!account || user !== accountSid || pass !== account.authToken) return error(401, 20003, 'Authenticate');
    if (!/^\+[1-9]\d{6,14}$/.test(form.To ?? ''))
      return error(400, 21211, `The 'To' number ${form.To ?? ''} is not a valid phone number.`);
    if (!account.numbers.includes(form.From ?? ''))
      return error(
        400,
        21606,
        `The From phone number ${form.From ?? ''} is not a valid, SMS-capable inbound phone number or short code for your account.`,
      );
    const now = new Date().toUTCString();
    return send(201, {
      sid: `SM${randomBytes(16).toString('hex')}`,
      account_sid: accountSid,
      to: form.To,
      from: form.From,
      body: form.Body,
      status: 'queued',
      direction: 'outbound-api',
      num_segments: '1',
      date_created: now,
      date_updated: now,
      api_version: '2010-04-01',
      error_code: null,
      error_message: null,
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type SmsServer = Awaited<ReturnType<typeof startSmsServer>>;
