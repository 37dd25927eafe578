import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server that answers as SMSA Express's e-commerce API does for the calls the shipping
 * module makes (`apikey` header; a B2C shipment with its waybill number and base64 PDF label; the
 * tracking scans; cancellation), so the client runs unchanged against it (`SMSA_API_BASE`). A test
 * adds scans, or makes it slow or answer what is not JSON.
 */
export interface SmsaCall {
  method: string;
  path: string;
  key: string | undefined;
  body: Record<string, unknown> | null;
}

/** A one-page PDF, as small as a label can be. */
export const LABEL_PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');

export async function startSmsaServer(keys: readonly string[]) {
  const calls: SmsaCall[] = [];
  const shipments = new Map<string, { cancelled: boolean; scans: Record<string, unknown>[] }>();
  let next = 231200021000;
  let mode: 'normal' | 'slow' | 'not-json' = 'normal';
  const server = createServer(async (req, res) => {
    let text = '';
    for await (const chunk of req) text += chunk;
    const call: SmsaCall = {
      method: req.method ?? 'GET',
      path: req.url ?? '/',
      key: req.headers.apikey as string | undefined,
      body: text ? (JSON.parse(text) as Record<string, unknown>) : null,
    };
    // The browser journeys' way to add a scan: `POST /_test/scan/{awb}` with { type, description }.
    const control = /^\/_test\/scan\/(\d+)$/.exec(call.path);
    if (control && call.method === 'POST') {
      const found = shipments.get(control[1]!);
      if (found)
        found.scans.push({
          ReceivedBy: '',
          City: 'RIYADH',
          ScanType: call.body?.type,
          ScanDescription: call.body?.description,
          ScanDateTime: new Date().toISOString().slice(0, 19),
          ScanTimeZone: '+03:00',
        });
      res.writeHead(found ? 200 : 404, { 'content-type': 'application/json' });
      return res.end('{}');
    }
    calls.push(call);
    if (mode === 'slow') await new Promise((r) => setTimeout(r, 11_000));
    const send = (status: number, body: unknown) => {
      if (mode === 'not-json') {
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end('<html><body>Service Unavailable</body></html>');
      }
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (!call.key || !keys.includes(call.key)) return send(401, { message: 'Unauthorized' });
    if (call.method === 'POST' && call.path === '/api/shipment/b2c/new') {
      const awb = String(next++);
      shipments.set(awb, { cancelled: false, scans: [] });
      return send(200, {
        sawb: awb,
        createDate: new Date().toISOString(),
        shipmentParcelsCount: call.body?.Parcels ?? 1,
        waybills: [{ awb, awbFile: LABEL_PDF.toString('base64') }],
      });
    }
    const track = /^\/api\/track\/single\/(\d+)$/.exec(call.path);
    if (call.method === 'GET' && track) {
      const found = shipments.get(track[1]!);
      if (!found) return send(404, { message: 'AWB not found' });
      return send(200, { AWB: track[1], Reference: null, Pieces: 1, Scans: found.scans });
    }
    const cancel = /^\/api\/shipment\/b2c\/cancel\/(\d+)$/.exec(call.path);
    if (call.method === 'POST' && cancel) {
      const found = shipments.get(cancel[1]!);
      if (!found) return send(404, { message: 'AWB not found' });
      found.cancelled = true;
      return send(200, { awb: cancel[1], status: 'Cancelled' });
    }
    return send(404, { message: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    shipment: (awb: string) => shipments.get(awb),
    /** A scan of the shipment, as SMSA's tracking lists them (`DL`: delivered). */
    scan(awb: string, type: string, description: string, at: string, city = 'RIYADH') {
      shipments.get(awb)!.scans.push({
        ReceivedBy: '',
        City: city,
        ScanType: type,
        ScanDescription: description,
        ScanDateTime: at,
        ScanTimeZone: '+03:00',
      });
    },
    answer(how: 'normal' | 'slow' | 'not-json') {
      mode = how;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type SmsaServer = Awaited<ReturnType<typeof startSmsaServer>>;
