/**
 * What Node refuses before Fastify sees a request (headers too large, a request line that is not
 * HTTP, a raw NUL byte), over a real socket: `app.inject` never meets these.
 */
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describePortal } from '../support/harness.ts';

const FRENCH = /[àâçéèêëîïôûùüœ]/;

/** Sends raw bytes, reads until the server closes (or a short while passes). */
function exchange(port: number, raw: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNRESET' ? resolve(answer) : reject(error),
    );
    socket.on('close', () => resolve(answer));
    socket.setTimeout(5_000, () => socket.destroy());
    // Written, not ended: a client that half-closes before it reads may be closed on without an
    // answer by Node once the server waits for anything (the test harness waits for the outbox).
    socket.write(raw);
  });
}

describePortal('fuzz: refusals of the connection itself', (portal) => {
  let port = 0;
  let sent = 0;

  beforeAll(async () => {
    await portal.app.listen({ port: 0, host: '127.0.0.1' });
    port = (portal.app.server.address() as AddressInfo).port;
  });
  afterAll(() => console.log(`fuzz (connections): ${sent} requests sent`));

  const cases: [string, string, number][] = [
    [
      'headers over 16 KiB',
      `GET /api/config/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\nX-Gros: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
    ],
    [
      'an address of 1,000,000 characters',
      `GET /api/jobs?${'a'.repeat(1_000_000)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
      431,
    ],
    ['a request line that is not HTTP', 'BONJOUR\r\n\r\n', 400],
    [
      'a raw NUL byte in the address',
      'GET /api/jobs/places?label=a\u0000b HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      400,
    ],
    [
      'an encoded NUL in the address',
      'GET /api/jobs/places?label=a%00b HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      400,
    ],
    [
      'a NUL in a header',
      'GET /me HTTP/1.1\r\nHost: x\r\nConnection: close\r\nCookie: portal_session=a\u0000b\r\n\r\n',
      400,
    ],
  ];

  for (const [name, raw, status] of cases) {
    it(`answers ${name} with a French ${status}`, async () => {
      sent += 1;
      const answer = await exchange(port, raw);
      expect(answer.startsWith(`HTTP/1.1 ${status} `), answer.slice(0, 200)).toBe(true);
      const body = answer.slice(answer.indexOf('\r\n\r\n') + 4);
      expect(JSON.parse(body)).toMatchObject({ message: expect.stringMatching(FRENCH) });
    });
  }
});
