import { execFileSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { invoiceHash } from '../src/modules/invoices/zatca/hash.ts';
import { opensslReadCsr } from '../src/modules/invoices/zatca/zatca.fixtures.ts';

/**
 * A local HTTP server that answers as ZATCA's e-invoicing API does for the calls phase 2 makes
 * (`invoices/zatca/client.ts`): a certificate authority of its own (openssl) issues the compliance
 * and production CSIDs for the CSR it is sent, checks the samples' hashes, and answers reporting as
 * scripted (200, 202 with warnings, 400 with errors, 500, 401). Its address ends in
 * `/developer-portal`, ZATCA's sandbox.
 */
export interface ZatcaCall {
  path: string;
  auth: string | null;
  otp: string | null;
  body: Record<string, unknown>;
}

export type ReportingAnswer = 200 | 202 | 400 | 401 | 500;

const authOf = (req: IncomingMessage) => {
  const auth = req.headers.authorization ?? '';
  return auth.startsWith('Basic ') ? Buffer.from(auth.slice(6), 'base64').toString('utf8') : null;
};

/** A CA (prime256v1) made on the spot; `issue` signs a CSR with it and answers ZATCA's binarySecurityToken. */
function certificateAuthority() {
  const dir = mkdtempSync(path.join(tmpdir(), 'zatca-ca-'));
  const file = (name: string) => path.join(dir, name);
  execFileSync('openssl', ['ecparam', '-name', 'prime256v1', '-genkey', '-noout', '-out', file('ca.key')], { stdio: 'pipe' });
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-new',
      '-key',
      file('ca.key'),
      '-subj',
      '/DC=local/DC=gov/DC=extgazt/CN=TSZEINVOICE-SubCA-1',
      '-days',
      '2',
      '-out',
      file('ca.pem'),
    ],
    { stdio: 'pipe' },
  );
  return {
    issue(csrPem: string): string {
      writeFileSync(file('csr.pem'), csrPem);
      execFileSync(
        'openssl',
        [
          'x509',
          '-req',
          '-in',
          file('csr.pem'),
          '-CA',
          file('ca.pem'),
          '-CAkey',
          file('ca.key'),
          '-set_serial',
          String(randomInt(1, 2 ** 40)),
          '-days',
          '365',
          '-sha256',
          '-out',
          file('cert.pem'),
        ],
        { stdio: 'pipe' },
      );
      const base64 = readFileSync(file('cert.pem'), 'utf8').replace(/-----(BEGIN|END) CERTIFICATE-----|\s/g, '');
      return Buffer.from(base64).toString('base64');
    },
    close: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export async function startZatcaServer(options: { otp: string }) {
  const ca = certificateAuthority();
  const calls: ZatcaCall[] = [];
  const state = {
    /** Every call answers 503 (ZATCA down). */
    down: false,
    /** A compliance check's answer: pass, or fail with a message. */
    compliancePasses: true,
    /** The reporting answers to give, in order; 200 once they run out. */
    reporting: [] as ReportingAnswer[],
  };
  let csr = '';
  /** The document types whose compliance check passed: ZATCA issues a production CSID after all three. */
  const checked = new Set<string>();
  const compliance = { token: '', secret: 'compliance-secret' };
  const production = { token: '', secret: 'production-secret' };
  const server = createServer(async (req, res) => {
    let text = '';
    for await (const chunk of req) text += chunk;
    const call: ZatcaCall = {
      path: (req.url ?? '/').replace(/^\/e-invoicing\/developer-portal/, ''),
      auth: authOf(req),
      otp: (req.headers.otp as string | undefined) ?? null,
      body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    };
    calls.push(call);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    /** A CSID issued for the CSR, as ZATCA answers both the compliance and the production one. */
    const issued = (requestID: number, csid: { token: string; secret: string }) =>
      send(200, { requestID, dispositionMessage: 'ISSUED', binarySecurityToken: csid.token, secret: csid.secret });
    if (state.down) return send(503, { message: 'Service Unavailable' });
    if (call.path === '/compliance') {
      if (call.otp !== options.otp)
        return send(400, { errors: [{ code: 'Invalid-OTP', message: 'The provided OTP is invalid' }] });
      csr = Buffer.from(String(call.body.csr), 'base64').toString('utf8');
      opensslReadCsr(csr);
      compliance.token = ca.issue(csr);
      return issued(1234567890123, compliance);
    }
    if (call.path === '/compliance/invoices') {
      if (call.auth !== `${compliance.token}:${compliance.secret}`) return send(401, {});
      const xml = Buffer.from(String(call.body.invoice), 'base64').toString('utf8');
      const hashOk = invoiceHash(xml) === call.body.invoiceHash;
      const type = /<cbc:InvoiceTypeCode name="0200000">(\d+)</.exec(xml)?.[1];
      if (!state.compliancePasses || !hashOk)
        return send(400, {
          reportingStatus: 'NOT_REPORTED',
          validationResults: {
            status: 'ERROR',
            errorMessages: [{ code: 'BR-KSA-98', message: 'The signature is not valid', type: 'ERROR' }],
          },
        });
      if (type) checked.add(type);
      return send(200, {
        reportingStatus: 'REPORTED',
        validationResults: { status: 'PASS', warningMessages: [], errorMessages: [] },
      });
    }
    if (call.path === '/production/csids') {
      if (call.auth !== `${compliance.token}:${compliance.secret}`) return send(401, {});
      if (!['388', '381', '383'].every((type) => checked.has(type)))
        return send(400, {
          code: 'Missing-ComplianceSteps',
          message: 'The compliance steps of every document type are not completed',
        });
      production.token = ca.issue(csr);
      return issued(1234567890124, production);
    }
    if (call.path === '/invoices/reporting/single') {
      if (call.auth !== `${production.token}:${production.secret}`) return send(401, {});
      const answer = state.reporting.shift() ?? 200;
      if (answer === 500 || answer === 401) return send(answer, { message: 'scripted' });
      if (answer === 400)
        return send(400, {
          reportingStatus: 'NOT_REPORTED',
          validationResults: {
            status: 'ERROR',
            warningMessages: [],
            errorMessages: [
              { code: 'BR-KSA-37', message: 'The seller address building number must contain 4 digits', type: 'ERROR' },
            ],
          },
        });
      const warnings =
        answer === 202 ? [{ code: 'BR-KSA-F-06-C23', message: 'The buyer name should be present', type: 'WARNING' }] : [];
      return send(answer, {
        reportingStatus: 'REPORTED',
        validationResults: { status: answer === 202 ? 'WARNING' : 'PASS', warningMessages: warnings, errorMessages: [] },
      });
    }
    return send(404, { message: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/e-invoicing/developer-portal`,
    calls,
    state,
    close: async () => {
      ca.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type ZatcaServer = Awaited<ReturnType<typeof startZatcaServer>>;
