import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  checkCompliance,
  reportInvoice,
  requestComplianceCsid,
  requestProductionCsid,
  type ZatcaClientOptions,
} from './client.ts';

/** What the local ZATCA received. */
interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: any;
}

/** How it answers the next call: a status and a JSON body, or a delay longer than the client waits. */
type Reply = { status: number; body?: unknown } | { hangMs: number };

let server: Server;
let options: ZatcaClientOptions;
const received: Received[] = [];
let reply: Reply = { status: 200, body: {} };

beforeAll(async () => {
  server = createServer((req, res) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => {
      received.push({ method: req.method!, path: req.url!, headers: req.headers, body: data ? JSON.parse(data) : null });
      if ('hangMs' in reply) {
        setTimeout(() => res.end(), reply.hangMs).unref();
        return;
      }
      res.writeHead(reply.status, { 'Content-Type': 'application/json' });
      res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  options = { baseUrl: `http://127.0.0.1:${port}/e-invoicing/developer-portal/` };
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received.length = 0;
});

const credentials = { binarySecurityToken: 'VFVsSlJERkRRMEUwZFdkQmQwbENRV2RKVkdKM1FVRT0=', secret: 'c2VjcmV0' };
const document = {
  invoiceHash: 'oeRPH/CKLQuledRrrl2ckczL9bmtn7c8mxBFtNZkTRg=',
  uuid: '0196a8f2-0000-7000-8000-000000000001',
  xml: '<Invoice>متجر</Invoice>',
};
const message = (type: string, code: string, text: string) => ({ type, code, category: 'KSA', message: text, status: type });

describe('reporting', () => {
  it('sends the hash, the UUID and the Base64 XML with ZATCA’s headers and basic auth', async () => {
    reply = {
      status: 200,
      body: { validationResults: { status: 'PASS', warningMessages: [], errorMessages: [] }, reportingStatus: 'REPORTED' },
    };
    expect(await reportInvoice(options, credentials, document)).toEqual({ outcome: 'reported' });
    const [request] = received;
    expect(request!.method).toBe('POST');
    expect(request!.path).toBe('/e-invoicing/developer-portal/invoices/reporting/single');
    expect(request!.headers['accept-version']).toBe('V2');
    expect(request!.headers['accept-language']).toBe('en');
    expect(request!.headers['clearance-status']).toBe('0');
    expect(request!.headers['content-type']).toBe('application/json');
    const auth = Buffer.from(request!.headers.authorization!.replace(/^Basic /, ''), 'base64').toString();
    expect(auth).toBe(`${credentials.binarySecurityToken}:${credentials.secret}`);
    expect(request!.body).toEqual({
      invoiceHash: document.invoiceHash,
      uuid: document.uuid,
      invoice: Buffer.from(document.xml).toString('base64'),
    });
    expect(Buffer.from(request!.body.invoice, 'base64').toString('utf8')).toBe(document.xml);
  });

  it('keeps the warnings of a document reported with warnings (202)', async () => {
    const warning = message('WARNING', 'BR-KSA-08', 'The seller identification should be provided');
    reply = {
      status: 202,
      body: {
        validationResults: { status: 'WARNING', warningMessages: [warning], errorMessages: [] },
        reportingStatus: 'REPORTED',
      },
    };
    expect(await reportInvoice(options, credentials, document)).toEqual({
      outcome: 'reported_with_warnings',
      warnings: [warning],
    });
  });

  it('keeps ZATCA’s validation errors of a rejected document (400)', async () => {
    const error = message('ERROR', 'invalid-invoice-hash', 'The invoice hash API body does not match the calculated Hash');
    const warning = message('WARNING', 'BR-KSA-98', 'The simplified invoice should be submitted within 24 hours');
    reply = {
      status: 400,
      body: {
        validationResults: { status: 'ERROR', warningMessages: [warning], errorMessages: [error] },
        reportingStatus: 'NOT_REPORTED',
      },
    };
    expect(await reportInvoice(options, credentials, document)).toEqual({
      outcome: 'rejected',
      httpStatus: 400,
      errors: [error],
      warnings: [warning],
    });
  });

  it('tells refused credentials (401) apart from a refused document', async () => {
    reply = { status: 401, body: { timestamp: 1700000000000, status: 401, error: 'Unauthorized', message: '' } };
    expect(await reportInvoice(options, credentials, document)).toEqual({ outcome: 'unauthorized', httpStatus: 401 });
  });

  it('calls a 500 unreachable and worth retrying', async () => {
    reply = { status: 500, body: { message: 'Something went wrong' } };
    expect(await reportInvoice(options, credentials, document)).toEqual({
      outcome: 'unreachable',
      retryable: true,
      reason: 'http 500',
    });
  });

  it('gives up after its timeout', async () => {
    reply = { hangMs: 2_000 };
    const started = Date.now();
    const result = await reportInvoice({ ...options, timeoutMs: 200 }, credentials, document);
    expect(result).toEqual({ outcome: 'unreachable', retryable: true, reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('calls a closed port unreachable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    expect(await reportInvoice({ baseUrl: `http://127.0.0.1:${port}` }, credentials, document)).toEqual({
      outcome: 'unreachable',
      retryable: true,
      reason: 'network',
    });
  });
});

describe('onboarding', () => {
  const issued = { requestID: 1234567890123, dispositionMessage: 'ISSUED', binarySecurityToken: 'TUlJQ...', secret: 's3cr3t' };

  it('asks for the compliance CSID with the CSR and the OTP', async () => {
    reply = { status: 200, body: issued };
    const result = await requestComplianceCsid(options, 'LS0tLS1CRUdJTi...', '123345');
    expect(result).toEqual({ outcome: 'issued', requestId: '1234567890123', binarySecurityToken: 'TUlJQ...', secret: 's3cr3t' });
    expect(received[0]!.path).toBe('/e-invoicing/developer-portal/compliance');
    expect(received[0]!.headers.otp).toBe('123345');
    expect(received[0]!.headers['accept-version']).toBe('V2');
    expect(received[0]!.headers.authorization).toBeUndefined();
    expect(received[0]!.body).toEqual({ csr: 'LS0tLS1CRUdJTi...' });
  });

  it('keeps the errors of a refused CSR', async () => {
    reply = { status: 400, body: { errors: [{ code: 'Invalid-CSR', message: 'Invalid CSR' }] } };
    expect(await requestComplianceCsid(options, 'bad', '123345')).toEqual({
      outcome: 'rejected',
      httpStatus: 400,
      errors: [{ code: 'Invalid-CSR', message: 'Invalid CSR' }],
    });
  });

  it('checks a document with the compliance CSID', async () => {
    reply = {
      status: 200,
      body: { validationResults: { status: 'PASS', warningMessages: [] }, reportingStatus: 'REPORTED', clearanceStatus: null },
    };
    expect(await checkCompliance(options, credentials, document)).toEqual({ outcome: 'reported' });
    expect(received[0]!.path).toBe('/e-invoicing/developer-portal/compliance/invoices');
    expect(received[0]!.headers['clearance-status']).toBeUndefined();
    expect(received[0]!.body.uuid).toBe(document.uuid);
  });

  it('asks for the production CSID with the compliance request id, authenticated by the compliance CSID', async () => {
    reply = { status: 200, body: issued };
    expect((await requestProductionCsid(options, credentials, '1234567890123')).outcome).toBe('issued');
    expect(received[0]!.path).toBe('/e-invoicing/developer-portal/production/csids');
    expect(received[0]!.body).toEqual({ compliance_request_id: '1234567890123' });
    expect(received[0]!.headers.authorization).toMatch(/^Basic /);
  });
});
