import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** RCPT TO addresses of the SMTP envelope. */
  envelopeTo: string[];
  parsed: ParsedMail;
}

export interface TestSmtp {
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Resolves once `count` messages have arrived (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  stop(): Promise<void>;
  /** Listens again on the same port, keeping what was received. */
  start(): Promise<void>;
}

/** A real SMTP server on an ephemeral port (plain SMTP, no auth), parsing each message with mailparser. */
export async function startTestSmtp(): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  let port = 0;
  let server: SMTPServer;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData(stream, session, callback) {
          simpleParser(stream)
            .then((parsed) => {
              received.push({ envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address), parsed });
              callback();
            })
            .catch((error: Error) => callback(error));
        },
      });
      server.on('error', reject);
      const net = server.listen(port, '127.0.0.1', () => {
        port = (net.address() as AddressInfo).port;
        resolve();
      });
    });

  await listen();
  return {
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    get port() {
      return port;
    },
    received,
    async waitFor(count, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > until) throw new Error(`expected ${count} messages, got ${received.length}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return received;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    start: listen,
  };
}
