/**
 * A gate between the portal and the SMTP catcher (maildev), as a failing relay would be: it passes
 * each connection through, unless told to refuse every connection (`421`, the relay down), to
 * refuse one recipient (`550` to its `RCPT TO`, a mailbox that does not exist), or to hold the next
 * message once its `DATA` began (the body never reaches the catcher, no answer comes back: a send
 * in the middle of which the sender can be killed). The catcher has no STARTTLS to offer (maildev
 * hides it), so the commands are read in clear; its own answers keep their place among the
 * catcher's when the sender pipelines its commands.
 */
import http from 'node:http';
import net from 'node:net';

const TERMINATOR = '\r\n.\r\n';

export interface HeldSend {
  /** Which gate holds it (a gate per instance tells which instance was sending). */
  gate: string;
  /** Resolves once the sender's side of the held connection is closed. */
  closed: Promise<void>;
}

export async function startSmtpGate(name: string, port: number, upstreamPort: number) {
  let refusingAll = false;
  const refusedRecipients = new Set<string>();
  let holdNext: ((held: HeldSend) => void) | undefined;
  const open = new Set<net.Socket>();
  let passed = 0;

  const server = net.createServer((client) => {
    open.add(client);
    client.on('close', () => open.delete(client));
    client.on('error', () => client.destroy());
    if (refusingAll) {
      client.end('421 4.3.2 Service temporairement indisponible, reessayez plus tard\r\n');
      return;
    }
    const upstream = net.connect(upstreamPort, '127.0.0.1');
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    // The answers in the order of the commands (the sender may pipeline them): the catcher's, and
    // the gate's own refusals in their place. The first is the catcher's greeting.
    const answers: (string | 'catcher')[] = ['catcher'];
    let fromCatcher = '';
    upstream.on('data', (chunk: Buffer) => {
      fromCatcher += chunk.toString('latin1');
      for (let end = fromCatcher.indexOf('\r\n'); end >= 0; end = fromCatcher.indexOf('\r\n')) {
        const line = fromCatcher.slice(0, end + 2);
        fromCatcher = fromCatcher.slice(end + 2);
        client.write(line, 'latin1');
        if (/^\d{3} /.test(line) || /^\d{3}\r\n$/.test(line)) {
          answers.shift();
          flushOwnAnswers();
        }
      }
    });
    const flushOwnAnswers = () => {
      while (answers.length > 0 && answers[0] !== 'catcher') client.write(answers.shift()!, 'latin1');
    };
    const answer = (own: string) => {
      answers.push(own);
      flushOwnAnswers();
    };
    const forward = (text: string, answered: boolean) => {
      if (answered) answers.push('catcher');
      upstream.write(text, 'latin1');
    };

    let mode: 'commands' | 'data' | 'held' = 'commands';
    let pending = '';
    let tail = '';
    client.on('data', (chunk: Buffer) => {
      if (mode === 'held') return;
      if (mode === 'data') return forwardData(chunk.toString('latin1'));
      pending += chunk.toString('latin1');
      readCommands();
    });

    function readCommands() {
      for (let end = pending.indexOf('\r\n'); end >= 0 && mode === 'commands'; end = pending.indexOf('\r\n')) {
        const line = pending.slice(0, end + 2);
        pending = pending.slice(end + 2);
        const recipient = /^RCPT TO:\s*<([^>]*)>/i.exec(line)?.[1]?.toLowerCase();
        if (recipient && refusedRecipients.has(recipient)) {
          answer(`550 5.1.1 <${recipient}>: destinataire inconnu\r\n`);
          continue;
        }
        forward(line, true);
        if (/^DATA\r\n$/i.test(line)) {
          if (holdNext) {
            mode = 'held';
            const resolve = holdNext;
            holdNext = undefined;
            resolve({ gate: name, closed: new Promise((closed) => client.once('close', () => closed())) });
            return;
          }
          mode = 'data';
          tail = '';
        }
      }
      if (mode === 'data' && pending) {
        const rest = pending;
        pending = '';
        forwardData(rest);
      }
    }

    function forwardData(text: string) {
      const seen = tail + text;
      const end = seen.indexOf(TERMINATOR);
      if (end < 0) {
        forward(text, false);
        tail = seen.slice(-(TERMINATOR.length - 1));
        return;
      }
      const through = end + TERMINATOR.length - tail.length;
      forward(text.slice(0, through), true);
      passed += 1;
      mode = 'commands';
      pending = text.slice(through);
      readCommands();
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

  return {
    name,
    url: `smtp://127.0.0.1:${port}`,
    /** How many messages went through whole (their body's end handed to the catcher). */
    get passed() {
      return passed;
    },
    /** Every new connection answered `421` and closed (those open are cut), until `refuseAll(false)`. */
    refuseAll(on: boolean) {
      refusingAll = on;
      if (on) for (const socket of open) socket.destroy();
    },
    /** `RCPT TO` this address answered `550`, until `refuseRecipient(address, false)`. */
    refuseRecipient(address: string, on: boolean) {
      if (on) refusedRecipients.add(address.toLowerCase());
      else refusedRecipients.delete(address.toLowerCase());
    },
    /** Holds the next message whose `DATA` begins; resolves when one is held. */
    holdNextMessage: () => new Promise<HeldSend>((resolve) => (holdNext = resolve)),
    /** Stops holding (a hold not yet taken is dropped); connections held so far stay held. */
    cancelHold() {
      holdNext = undefined;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
export type SmtpGate = Awaited<ReturnType<typeof startSmtpGate>>;

/**
 * The gate's switch for a journey, over HTTP (the gate runs in the stack's process):
 * `PUT /refused/{address}` refuses a recipient, `DELETE /refused/{address}` accepts it again.
 */
export async function serveGateControl(gate: SmtpGate, port: number) {
  const server = http.createServer((request, response) => {
    const address = /^\/refused\/([^/]+)$/.exec(request.url ?? '')?.[1];
    if (!address || (request.method !== 'PUT' && request.method !== 'DELETE')) {
      response.writeHead(404).end();
      return;
    }
    gate.refuseRecipient(decodeURIComponent(address), request.method === 'PUT');
    response.writeHead(204).end();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

/** A journey's side of `serveGateControl`. */
export const gateControl = (url: string) => ({
  async refuse(address: string, on = true) {
    const response = await fetch(`${url}/refused/${encodeURIComponent(address)}`, { method: on ? 'PUT' : 'DELETE' });
    if (response.status !== 204) throw new Error(`SMTP gate: ${response.status}`);
  },
});
