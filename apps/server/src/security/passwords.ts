import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import type { Config } from '../config/schema.ts';
import { createSlots } from './slots.ts';

/** `Algorithm.Argon2id` of @node-rs/argon2 (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** Takes the same time whether or not the account exists: pass null to verify against a decoy. */
  verify(storedHash: string | null, password: string): Promise<boolean>;
}

export async function createPasswordHasher(settings: Config['security']['argon2']): Promise<PasswordHasher> {
  const options = {
    algorithm: ARGON2ID,
    memoryCost: settings.memory_cost_kib,
    timeCost: settings.time_cost,
    parallelism: settings.parallelism,
  };
  const decoy = await hash('decoy-password-for-unknown-accounts', options);
  // One argon2id job per core: a flood of sign-ins queues here instead of sharing the cores among
  // more jobs than they run, and leaves the other threads of the pool to the rest of the server.
  const slot = createSlots(availableParallelism());
  return {
    hash: (password) => slot(() => hash(password, options)),
    async verify(storedHash, password) {
      const ok = await slot(() => verify(storedHash ?? decoy, password)).catch(() => false);
      return storedHash !== null && ok;
    },
  };
}
