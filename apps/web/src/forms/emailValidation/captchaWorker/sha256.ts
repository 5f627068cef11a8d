/**
 * SHA-256's compression function (FIPS 180-4, section 6.2.2) on 32-bit words, for the captcha's
 * search (`findNumber.ts`): a synchronous loop in the worker hashes some twenty times as many
 * numbers a second as one awaited WebCrypto digest per number.
 */

function firstPrimes(count: number): number[] {
  const primes: number[] = [];
  for (let candidate = 2; primes.length < count; candidate += 1) {
    if (primes.every((prime) => candidate % prime !== 0)) primes.push(candidate);
  }
  return primes;
}

/** The first 32 bits of a number's fractional part, as a signed 32-bit word. */
const fraction32 = (x: number) => ((x - Math.floor(x)) * 2 ** 32) | 0;

const PRIMES = firstPrimes(64);
/** Section 4.2.2: from the cube roots of the first 64 primes. */
const K = Int32Array.from(PRIMES, (prime) => fraction32(Math.cbrt(prime)));
/** Section 5.3.3: from the square roots of the first 8 primes. */
export const INITIAL_STATE = Int32Array.from(PRIMES.slice(0, 8), (prime) => fraction32(Math.sqrt(prime)));

const schedule = new Int32Array(64);

/** Hashes the 16-word block at `block[offset]` into `state` (8 words). */
export function compress(state: Int32Array, block: Int32Array, offset: number): void {
  const w = schedule;
  for (let i = 0; i < 16; i += 1) w[i] = block[offset + i]!;
  for (let i = 16; i < 64; i += 1) {
    const x = w[i - 15]!;
    const y = w[i - 2]!;
    const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3);
    const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10);
    w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) | 0;
  }
  let a = state[0]!;
  let b = state[1]!;
  let c = state[2]!;
  let d = state[3]!;
  let e = state[4]!;
  let f = state[5]!;
  let g = state[6]!;
  let h = state[7]!;
  for (let i = 0; i < 64; i += 1) {
    const sum1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const choice = (e & f) ^ (~e & g);
    const t1 = (h + sum1 + choice + K[i]! + w[i]!) | 0;
    const sum0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const majority = (a & b) ^ (a & c) ^ (b & c);
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + sum0 + majority) | 0;
  }
  state[0] = (state[0]! + a) | 0;
  state[1] = (state[1]! + b) | 0;
  state[2] = (state[2]! + c) | 0;
  state[3] = (state[3]! + d) | 0;
  state[4] = (state[4]! + e) | 0;
  state[5] = (state[5]! + f) | 0;
  state[6] = (state[6]! + g) | 0;
  state[7] = (state[7]! + h) | 0;
}
