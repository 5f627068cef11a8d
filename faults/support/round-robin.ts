/**
 * A small HTTP proxy in front of the portal's instances, as a load balancer would be: each request
 * to the next instance in turn; one refused (the instance is down) goes to the next. It keeps the
 * browser's Host, so the instances see the public address. It counts what each instance answered.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Backend {
  name: string;
  port: number;
}

const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade'];

export async function startRoundRobin(port: number, backends: Backend[]) {
  let turn = 0;
  /** `instance status`, e.g. `A 200`, `B 503`, or `proxy 502` when no instance answered. */
  const answers = new Map<string, number>();
  const count = (key: string) => answers.set(key, (answers.get(key) ?? 0) + 1);

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    const first = turn++;
    request.on('end', () => attempt(0));

    function attempt(tried: number) {
      const backend = backends[(first + tried) % backends.length]!;
      const headers = { ...request.headers };
      for (const name of HOP_BY_HOP) delete headers[name];
      const upstream = http.request(
        { host: '127.0.0.1', port: backend.port, method: request.method, path: request.url, headers, agent: false },
        (answer) => {
          count(`${backend.name} ${answer.statusCode}`);
          for (const name of HOP_BY_HOP) delete answer.headers[name];
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      upstream.on('error', (error: NodeJS.ErrnoException) => {
        // Refused: the request never reached that instance; any other failure may have done something.
        if (error.code === 'ECONNREFUSED' && tried + 1 < backends.length) return attempt(tried + 1);
        count(`proxy 502 (${error.code})`);
        if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
        response.end(`proxy: ${error.code}`);
      });
      upstream.end(Buffer.concat(chunks));
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}`,
    answers,
    /** How many requests `name` answered since the counts were last reset. */
    servedBy: (name: string) =>
      [...answers].filter(([key]) => key.startsWith(`${name} `)).reduce((sum, [, n]) => sum + n, 0),
    reset: () => answers.clear(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type RoundRobin = Awaited<ReturnType<typeof startRoundRobin>>;
