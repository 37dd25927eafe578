import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server that answers as Meta's WhatsApp Cloud API does for `POST
 * /v21.0/{phone-number-id}/messages` (a bearer access token, a JSON body), with Graph's answer and
 * error shapes: 200 with `messages[0].id`; 401 OAuthException code 190 for a token it does not
 * know; 400 code 132001 for a template the number does not have, and 131030 for a recipient outside
 * a test number's allowed list (a number given no `allowed` list takes any recipient, as a live
 * number does). The messaging module's client runs unchanged against it (`WHATSAPP_API_BASE`).
 * `GET /_test/calls` answers what it received (JSON, not counted as a call), for a test that runs
 * in another process than the server (the browser journeys).
 */
export interface WhatsappCall {
  path: string;
  token: string | null;
  body: Record<string, any> | null;
}

export async function startWhatsappServer(numbers: Record<string, { token: string; templates: string[]; allowed?: string[] }>) {
  const calls: WhatsappCall[] = [];
  const server = createServer(async (req, res) => {
    let text = '';
    for await (const chunk of req) text += chunk;
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'GET' && req.url === '/_test/calls') return send(200, calls);
    const fbtrace_id = randomBytes(8).toString('base64url');
    const error = (status: number, fields: Record<string, unknown>) => send(status, { error: { ...fields, fbtrace_id } });
    const header = req.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : null;
    const body = text ? (JSON.parse(text) as Record<string, any>) : null;
    calls.push({ path: req.url ?? '/', token, body });
    const route = /^\/v21\.0\/(\d+)\/messages$/.exec(req.url ?? '');
    if (req.method !== 'POST' || !route)
      return error(400, { message: 'Unsupported post request.', type: 'GraphMethodException', code: 100, error_subcode: 33 });
    const number = numbers[route[1]!];
    if (!number || token !== number.token)
      return error(401, {
        message: 'Invalid OAuth access token - Cannot parse access token',
        type: 'OAuthException',
        code: 190,
      });
    const template = body?.template?.name as string | undefined;
    const language = body?.template?.language?.code as string | undefined;
    if (body?.messaging_product !== 'whatsapp' || body?.type !== 'template' || !template || !language)
      return error(400, { message: '(#100) Invalid parameter', type: 'OAuthException', code: 100 });
    if (!number.templates.includes(`${template}:${language}`))
      return error(404, {
        message: '(#132001) Template name does not exist in the translation',
        type: 'OAuthException',
        code: 132001,
        error_data: { messaging_product: 'whatsapp', details: `template name (${template}) does not exist in ${language}` },
      });
    if (number.allowed && !number.allowed.includes(String(body.to)))
      return error(400, {
        message: '(#131030) Recipient phone number not in allowed list',
        type: 'OAuthException',
        code: 131030,
        error_data: {
          messaging_product: 'whatsapp',
          details: 'Recipient phone number not in allowed list: Add recipient phone number to recipient list and try again.',
        },
      });
    return send(200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: body.to, wa_id: body.to }],
      messages: [{ id: `wamid.${randomBytes(24).toString('base64url')}`, message_status: 'accepted' }],
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type WhatsappServer = Awaited<ReturnType<typeof startWhatsappServer>>;
