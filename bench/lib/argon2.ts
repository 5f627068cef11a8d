import { hash, verify } from '@node-rs/argon2';

/** The portal's parameters (config security.argon2): OWASP's argon2id minimum. */
export const ARGON2_PARAMS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export interface Argon2Ceiling {
  verifies: number;
  seconds: number;
  /** Verifications per second on one core. */
  perSecond: number;
  /** CPU time of one verification (this process's, which runs nothing else meanwhile): the machine's load does not change it. */
  cpuMs: number;
}

/**
 * The argon2id-only ceiling of a password sign-in: `verify` of a hash at the portal's parameters,
 * one at a time, for about `seconds`: what one core does with the machine otherwise idle.
 */
export async function measureArgon2(seconds = 5, password = 'Demo-Portail-2026!'): Promise<Argon2Ceiling> {
  const stored = await hash(password, ARGON2_PARAMS); // argon2id is the default algorithm
  if (!stored.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')) throw new Error(`unexpected hash parameters: ${stored}`);
  await verify(stored, password); // warm-up
  const start = performance.now();
  const cpu = process.cpuUsage();
  const deadline = start + seconds * 1000;
  let verifies = 0;
  while (performance.now() < deadline && verifies < 100_000) {
    if (!(await verify(stored, password))) throw new Error('argon2 verify failed');
    verifies += 1;
  }
  const elapsed = (performance.now() - start) / 1000;
  const used = process.cpuUsage(cpu);
  const cpuMs = (used.user + used.system) / 1000 / Math.max(verifies, 1);
  return { verifies, seconds: elapsed, perSecond: verifies / elapsed, cpuMs };
}

/** Several measures of the same ceiling as one. */
export function combined(...measures: Argon2Ceiling[]): Argon2Ceiling {
  const verifies = measures.reduce((sum, m) => sum + m.verifies, 0);
  const seconds = measures.reduce((sum, m) => sum + m.seconds, 0);
  const cpuMs = measures.reduce((sum, m) => sum + m.cpuMs * m.verifies, 0) / Math.max(verifies, 1);
  return { verifies, seconds, perSecond: verifies / seconds, cpuMs };
}
