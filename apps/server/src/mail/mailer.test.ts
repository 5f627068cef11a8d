import { createServer, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { createMailer } from './mailer.ts';

const content = { subject: 'Code de connexion', text: 'ABC-123456', html: '<p>ABC-123456</p>' };

/** An SMTP relay that answers until `stallAt` (a command's first word, or `greeting`), then says nothing. */
async function stallingRelay(stallAt: 'greeting' | 'data-end'): Promise<{ port: number; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    if (stallAt === 'greeting') return;
    socket.write('220 relay ESMTP\r\n');
    let inData = false;
    socket.on('data', (chunk) => {
      for (const line of chunk.toString().split('\r\n').filter(Boolean)) {
        if (inData) {
          if (line === '.') inData = false; // the end of the message: no answer, ever
          continue;
        }
        const verb = line.split(' ')[0]!.toUpperCase();
        if (verb === 'DATA') {
          inData = true;
          socket.write('354 go on\r\n');
        } else socket.write(verb === 'EHLO' ? '250 relay\r\n' : '250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('the mailer', () => {
  let relay: Awaited<ReturnType<typeof stallingRelay>> | undefined;
  afterEach(() => relay?.close());

  // A five-second lease: each test's limit (8 s) is far below nodemailer's own waits (30 s for the
  // greeting, 10 minutes of silence after the message), so a try left to them fails the test.
  for (const stallAt of ['greeting', 'data-end'] as const) {
    it(`fails a try within its lease when the relay stalls (${stallAt})`, { timeout: 8_000 }, async () => {
      relay = await stallingRelay(stallAt);
      const mailer = createMailer(
        { smtp_url: `smtp://127.0.0.1:${relay.port}`, from: 'portail@example.fr', delivery: { lease_seconds: 5 } },
        createLogger('silent'),
      );
      await expect(mailer.send('c.durand@example.fr', content)).rejects.toHaveProperty('code', 'ETIMEDOUT');
      mailer.close();
    });
  }
});
