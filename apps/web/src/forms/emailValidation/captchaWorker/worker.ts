/**
 * The captcha's web worker, in place of ALTCHA's own (`workerurl`), speaking its messages: `work`
 * with the challenge and a range of numbers, answered by `{ number, took, worker: true }` or null;
 * `abort` once another worker found the number. The search is synchronous SHA-256 (`findNumber.ts`);
 * the server only sends SHA-256 challenges, any other algorithm is answered null (the widget's error).
 */
import { findNumber } from './findNumber.ts';

interface WorkMessage {
  type: 'work' | 'abort';
  payload?: { algorithm?: string; challenge?: string; salt?: string };
  start?: number;
  max?: number;
}

let current: AbortController | undefined;

async function work({ payload, start = 0, max = 0 }: WorkMessage, signal: AbortSignal) {
  const began = Date.now();
  const { algorithm, challenge, salt } = payload ?? {};
  if (algorithm?.toUpperCase() !== 'SHA-256' || typeof challenge !== 'string' || typeof salt !== 'string') return null;
  const number = await findNumber(salt, challenge, start, max, signal).catch(() => null);
  return number === null ? null : { number, took: Date.now() - began, worker: true };
}

addEventListener('message', (event: MessageEvent<WorkMessage>) => {
  if (event.data.type === 'abort') {
    current?.abort();
    current = undefined;
  } else if (event.data.type === 'work') {
    current = new AbortController();
    void work(event.data, current.signal).then((result) => postMessage(result));
  }
});
