import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

/**
 * A certificate authority made on the spot (openssl) and a certificate it signed for `localhost`
 * and 127.0.0.1: a mail server's TLS, trusted only by a client given `caFile`.
 */
export function testCertificate() {
  const dir = mkdtempSync(path.join(tmpdir(), 'smtp-ca-'));
  const file = (name: string) => path.join(dir, name);
  const openssl = (...args: string[]) => execFileSync('openssl', args, { stdio: 'pipe' });
  openssl(
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    file('ca.key'),
    '-out',
    file('ca.pem'),
    '-days',
    '2',
    '-subj',
    '/CN=Souqna test CA',
  );
  openssl('req', '-newkey', 'rsa:2048', '-nodes', '-keyout', file('key.pem'), '-out', file('csr.pem'), '-subj', '/CN=localhost');
  writeFileSync(file('ext.cnf'), 'subjectAltName=DNS:localhost,IP:127.0.0.1\n');
  openssl(
    'x509',
    '-req',
    '-in',
    file('csr.pem'),
    '-CA',
    file('ca.pem'),
    '-CAkey',
    file('ca.key'),
    '-CAcreateserial',
    '-days',
    '2',
    '-extfile',
    file('ext.cnf'),
    '-out',
    file('cert.pem'),
  );
  return {
    key: readFileSync(file('key.pem'), 'utf8'),
    cert: readFileSync(file('cert.pem'), 'utf8'),
    caFile: file('ca.pem'),
    close: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export interface SmtpServerOptions {
  /** The only user name and password it takes (PLAIN or LOGIN); without, anyone sends and AUTH is not offered. */
  auth?: { user: string; pass: string };
  /** `implicit`: TLS from the first byte (a store's "SSL"); `starttls`: plain, upgraded on STARTTLS. Needs `certificate`. */
  tls?: 'implicit' | 'starttls';
  certificate?: { key: string; cert: string };
}

/**
 * A real SMTP server on this machine for the tests of mail: every message it accepts, parsed
 * (attachments included), in order. `refuseNext(n)` answers the next n messages 451 (a busy
 * mailbox), as a provider would, so a retry can be seen.
 */
export async function startSmtpServer(options: SmtpServerOptions = {}) {
  const received: ParsedMail[] = [];
  let refusing = 0;
  const security: SMTPServerOptions = {
    authOptional: !options.auth,
    disabledCommands: [...(options.tls === 'starttls' ? [] : ['STARTTLS']), ...(options.auth ? [] : ['AUTH'])],
    ...(options.tls === 'implicit' ? { secure: true } : {}),
    ...(options.certificate ? { key: options.certificate.key, cert: options.certificate.cert } : {}),
    ...(options.auth
      ? {
          authMethods: ['PLAIN', 'LOGIN'],
          allowInsecureAuth: true,
          onAuth(auth, _session, callback) {
            if (auth.username === options.auth!.user && auth.password === options.auth!.pass)
              return callback(null, { user: auth.username });
            return callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
          },
        }
      : {}),
  };
  const smtp = new SMTPServer({
    ...security,
    onData(stream, _session, callback) {
      if (refusing > 0) {
        refusing -= 1;
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('mailbox busy'), { responseCode: 451 })));
        return;
      }
      simpleParser(stream).then((mail) => {
        received.push(mail);
        callback();
      }, callback);
    },
  });
  // A client that gives up (a TLS handshake it refused) is that connection's end, not the server's failure.
  smtp.on('error', () => {});
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    refuseNext: (n: number) => {
      refusing = n;
    },
    close: () => new Promise<void>((resolve) => smtp.close(resolve)),
  };
}
