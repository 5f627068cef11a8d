/**
 * The captcha's search (ALTCHA v1): the number n whose SHA-256(salt + n), in hexadecimal, is the
 * challenge. The salt's whole 64-byte blocks are hashed once; each number then costs the one or two
 * blocks holding the salt's rest, its digits and the padding.
 */
import { compress, INITIAL_STATE } from './sha256.ts';

const HEX_DIGEST = /^[0-9a-f]{64}$/i;

/** Whether SHA-256(salt + n) is `challenge`, for any whole number n; throws on a challenge that is no SHA-256 digest. */
export function challengeMatcher(salt: string, challenge: string): (n: number) => boolean {
  if (!HEX_DIGEST.test(challenge)) throw new Error('Not a SHA-256 challenge');
  const target = Int32Array.from({ length: 8 }, (_, i) => Number.parseInt(challenge.slice(i * 8, i * 8 + 8), 16) | 0);
  const saltBytes = new TextEncoder().encode(salt);
  const wholeBlocks = saltBytes.length - (saltBytes.length % 64);
  const tail = new Uint8Array(128);
  const words = new Int32Array(32);
  const toWords = (count: number) => {
    for (let i = 0; i < count; i += 1) {
      words[i] = (tail[4 * i]! << 24) | (tail[4 * i + 1]! << 16) | (tail[4 * i + 2]! << 8) | tail[4 * i + 3]!;
    }
  };
  const midstate = INITIAL_STATE.slice();
  for (let offset = 0; offset < wholeBlocks; offset += 64) {
    tail.set(saltBytes.subarray(offset, offset + 64));
    toWords(16);
    compress(midstate, words, 0);
  }
  const rest = saltBytes.length - wholeBlocks;
  tail.fill(0).set(saltBytes.subarray(wholeBlocks));
  const state = new Int32Array(8);

  return (n) => {
    const digits = String(n);
    let end = rest;
    for (let i = 0; i < digits.length; i += 1) tail[end++] = digits.charCodeAt(i);
    const blocks = end + 9 <= 64 ? 1 : 2;
    const lengthAt = blocks * 64 - 8;
    tail[end] = 0x80;
    tail.fill(0, end + 1, lengthAt);
    const bits = (saltBytes.length + digits.length) * 8;
    const high = Math.floor(bits / 2 ** 32);
    for (let i = 0; i < 4; i += 1) {
      tail[lengthAt + i] = high >>> (24 - 8 * i);
      tail[lengthAt + 4 + i] = bits >>> (24 - 8 * i);
    }
    toWords(blocks * 16);
    state.set(midstate);
    compress(state, words, 0);
    if (blocks === 2) compress(state, words, 16);
    for (let i = 0; i < 8; i += 1) if (state[i] !== target[i]) return false;
    return true;
  };
}

/** Numbers tried between two looks at the worker's messages (an `abort` from the widget). */
const SLICE = 2_000;

/** Lets the worker's queued messages run: a message port, which browsers do not clamp as they clamp timers. */
function nextTurn(): Promise<void> {
  const { port1, port2 } = new MessageChannel();
  return new Promise((resolve) => {
    port1.onmessage = () => {
      port1.close();
      resolve();
    };
    port2.postMessage(null);
  });
}

/** The number in `start…max` (both included) that solves the challenge; null if none or once `signal` aborts. */
export async function findNumber(
  salt: string,
  challenge: string,
  start: number,
  max: number,
  signal: AbortSignal,
): Promise<number | null> {
  const matches = challengeMatcher(salt, challenge);
  for (let from = start; from <= max; from += SLICE) {
    if (signal.aborted) return null;
    const to = Math.min(max, from + SLICE - 1);
    for (let n = from; n <= to; n += 1) if (matches(n)) return n;
    await nextTurn();
  }
  return null;
}
