/** Small HTTP helpers of the demo apps: cookies, bodies, where a form was posted from. */
import type { IncomingMessage } from 'node:http';

const MAX_BODY_BYTES = 64 * 1024;

/**
 * A form posted by this app's own page. The browser's `Sec-Fetch-Site`, which no page can set,
 * decides when sent (a page may post `Origin: null`); otherwise the Origin, when there is one.
 */
export function postedFromHere(req: IncomingMessage, ownOrigin: string): boolean {
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const origin = req.headers.origin;
  return origin === undefined || origin === ownOrigin;
}

export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim() || undefined;
  }
  return undefined;
}

export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        req.pause();
        reject(new Error('body too large'));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export async function drainBody(req: IncomingMessage): Promise<void> {
  try {
    await readBody(req);
  } catch {
    // ignored: the logout form has no meaningful body
  }
}
