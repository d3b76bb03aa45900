/**
 * A real SMTP server on 127.0.0.1 for tests (smtp-server, no TLS, no login) that keeps every
 * message it accepts, or one that accepts the connection and never says a word (`silent`): what
 * a hung relay looks like to the sender.
 */
import { createServer } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface Received {
  to: string[];
  mail: ParsedMail;
}

export interface Mailbox {
  url: string;
  received: Received[];
  sentTo(address: string): Received[];
  /** Resolves with the first message to `address`, waiting up to `timeoutMs`. */
  next(address: string, timeoutMs?: number): Promise<Received>;
  /** Connections made so far (a silent server counts them too). */
  connections(): number;
  close(): Promise<void>;
}

export async function startMailbox(options: { silent?: boolean } = {}): Promise<Mailbox> {
  const received: Received[] = [];
  let connections = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      connections++;
      // The greeting waits for this callback: never calling it is a server that never answers.
      if (!options.silent) callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), mail });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  const sentTo = (address: string) => received.filter((r) => r.to.includes(address));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    sentTo,
    connections: () => connections,
    async next(address, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const [first] = sentTo(address);
        if (first) return first;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no e-mail to ${address} within ${timeoutMs} ms`);
    },
    close: () =>
      new Promise<void>((resolve) => {
        // A silent server holds its connections open; close() would wait for them.
        for (const connection of (server as unknown as { connections: Set<{ close(): void }> })
          .connections ?? []) {
          connection.close();
        }
        server.close(() => resolve());
      }),
  };
}

/** A port on 127.0.0.1 that nothing listens on. */
export async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as { port: number }).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
