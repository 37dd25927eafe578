import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on this machine for the tests of mail: every message it accepts, parsed
 * (attachments included), in order. `refuseNext(n)` answers the next n messages 451 (a busy
 * mailbox), as a provider would, so a retry can be seen.
 */
export async function startSmtpServer() {
  const received: ParsedMail[] = [];
  let refusing = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
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
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext: (n: number) => {
      refusing = n;
    },
    close: () => new Promise<void>((resolve) => smtp.close(resolve)),
  };
}
