/**
 * One JSON call to another service (a payment gateway, a carrier): a 10 s timeout, no redirects
 * followed, the body sent as JSON when there is one. The caller turns what came back into its own
 * errors: `reached: false` when the service could not be reached in time, `body` undefined when
 * what it answered is not JSON.
 */
export type OutboundAnswer = { reached: false } | { reached: true; status: number; body: unknown };

const TIMEOUT_MS = 10_000;

export async function callService(
  url: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: unknown },
): Promise<OutboundAnswer> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: init.method,
      headers: {
        accept: 'application/json',
        ...init.headers,
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    return { reached: false };
  }
  const body: unknown = await res.json().catch(() => undefined);
  return { reached: true, status: res.status, body };
}
