import type { MessagingFailure } from '@souqna/contracts';

/**
 * SMS through Twilio's REST API (https://api.twilio.com, or `TWILIO_API_BASE`: the tests' local
 * server), reached with each store's own Account SID and auth token by HTTP Basic authentication:
 * `POST /2010-04-01/Accounts/{AccountSid}/Messages.json` with a form body (`To`, `From`, `Body`).
 * Twilio's SDK is not used: its API host cannot be pointed at a local server. As
 * `platform/outbound.ts`: a 10 s timeout and no redirects followed.
 */
export interface TwilioAccount {
  accountSid: string;
  authToken: string;
}

export type SendResult = { sent: true; id: string | null } | { sent: false; reason: MessagingFailure; details: string };

const TIMEOUT_MS = 10_000;

/** Twilio's error body: `{ code, message, more_info, status }`. */
interface TwilioError {
  code?: number;
  message?: string;
}

export class TwilioClient {
  private readonly base: string;

  constructor(base: string) {
    this.base = base;
  }

  async sendSms(account: TwilioAccount, message: { to: string; from: string; body: string }): Promise<SendResult> {
    let res: Response;
    try {
      res = await fetch(`${this.base}/2010-04-01/Accounts/${encodeURIComponent(account.accountSid)}/Messages.json`, {
        method: 'POST',
        headers: {
          accept: 'application/json',
          authorization: `Basic ${Buffer.from(`${account.accountSid}:${account.authToken}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ To: message.to, From: message.from, Body: message.body }).toString(),
        redirect: 'error',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      return { sent: false, reason: 'connection', details: (error as Error).name === 'TimeoutError' ? 'timeout' : '' };
    }
    const body = (await res.json().catch(() => undefined)) as (TwilioError & { sid?: string }) | undefined;
    if (res.status >= 200 && res.status < 300) return { sent: true, id: typeof body?.sid === 'string' ? body.sid : null };
    const details = [body?.code, body?.message].filter(Boolean).join(' ').slice(0, 300);
    // 20003: "Authenticate" (a wrong SID or token); 20005/20008: the account suspended or not allowed.
    if (res.status === 401 || body?.code === 20003) return { sent: false, reason: 'authentication', details };
    if (res.status >= 500 || body === undefined)
      return { sent: false, reason: 'connection', details: details || `HTTP ${res.status}` };
    return { sent: false, reason: 'refused', details };
  }
}
