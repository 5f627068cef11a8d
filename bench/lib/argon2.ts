import { hash, verify } from '@node-rs/argon2';

/** The portal's parameters (config security.argon2): OWASP's argon2id minimum. */
export const ARGON2_PARAMS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** libuv's default thread pool, where @node-rs/argon2 verifies: no more verifications run at once. */
export const MAX_ARGON2_THREADS = 4;

export interface Argon2Ceiling {
  verifies: number;
  seconds: number;
  /** Verifications per second per thread, i.e. per core. */
  perSecond: number;
}

/**
 * The argon2id-only ceiling of a password sign-in: `verify` of a hash at the portal's parameters,
 * one at a time on each of `threads` threads, for about `seconds`. With one thread it is what one
 * core does with the machine otherwise idle; with every core's thread, what each core does when all
 * verify at once, as they do under a flood of sign-ins (they then share the memory cache: each
 * verification works through 19 MiB).
 */
export async function measureArgon2(seconds = 5, threads = 1, password = 'Demo-Portail-2026!'): Promise<Argon2Ceiling> {
  if (!Number.isInteger(threads) || threads < 1 || threads > MAX_ARGON2_THREADS) {
    throw new Error(`argon2 threads must be 1 to ${MAX_ARGON2_THREADS}, not ${threads}`);
  }
  const stored = await hash(password, ARGON2_PARAMS); // argon2id is the default algorithm
  if (!stored.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')) throw new Error(`unexpected hash parameters: ${stored}`);
  await Promise.all(Array.from({ length: threads }, () => verify(stored, password))); // warm-up
  const start = performance.now();
  const deadline = start + seconds * 1000;
  let verifies = 0;
  const loop = async () => {
    while (performance.now() < deadline && verifies < 100_000) {
      if (!(await verify(stored, password))) throw new Error('argon2 verify failed');
      verifies += 1;
    }
  };
  await Promise.all(Array.from({ length: threads }, loop));
  const elapsed = (performance.now() - start) / 1000;
  return { verifies, seconds: elapsed, perSecond: verifies / elapsed / threads };
}

/** Several measures of the same ceiling as one. */
export function combined(...measures: Argon2Ceiling[]): Argon2Ceiling {
  const verifies = measures.reduce((sum, m) => sum + m.verifies, 0);
  const seconds = measures.reduce((sum, m) => sum + m.seconds, 0);
  // Each measure's rate is per thread: weigh them by their length.
  const perSecond = measures.reduce((sum, m) => sum + m.perSecond * m.seconds, 0) / seconds;
  return { verifies, seconds, perSecond };
}
