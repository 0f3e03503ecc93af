import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface Received {
  to: string[];
  subject: string;
  messageId: string;
  text: string;
  html: string;
}

/**
 * A real SMTP server (smtp-server) on `port`, collecting what it receives; `arrived` resolves with
 * the first message to an address (that `match` accepts), already received or still to come.
 * `refuses` may refuse a recipient at RCPT TO with a reply code (550: for good; 451: try later);
 * each refused recipient is listed in `refused`.
 */
export function smtpServer(
  port: number,
  options: { refuses?: (address: string) => number | undefined } = {},
): Promise<{ messages: Received[]; refused: string[]; arrived: (to: string, match?: (message: Received) => boolean) => Promise<Received>; close: () => Promise<void> }> {
  const refused: string[] = [];
  const messages: Received[] = [];
  const waiters: { to: string; match: (message: Received) => boolean; resolve: (message: Received) => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const code = options.refuses?.(address.address);
      if (code === undefined) return callback();
      refused.push(address.address);
      callback(Object.assign(new Error(code >= 500 ? 'Mailbox unavailable' : 'Try again later'), { responseCode: code }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const parsed = await simpleParser(Buffer.concat(chunks));
        const message = {
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          subject: parsed.subject ?? '',
          messageId: parsed.messageId ?? '',
          text: parsed.text ?? '',
          html: typeof parsed.html === 'string' ? parsed.html : '',
        };
        messages.push(message);
        for (const waiter of [...waiters]) {
          if (message.to.includes(waiter.to) && waiter.match(message)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(message);
          }
        }
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        messages,
        refused,
        arrived: (to, match = () => true) => {
          const found = messages.find((message) => message.to.includes(to) && match(message));
          return found ? Promise.resolve(found) : new Promise((settle) => waiters.push({ to, match, resolve: settle }));
        },
        close: () => new Promise((settle) => server.close(() => settle())),
      }),
    );
  });
}
