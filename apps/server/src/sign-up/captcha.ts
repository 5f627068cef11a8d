/** ALTCHA proof-of-work challenges (altcha-lib v1 protocol, spec sections 3 and 9), each usable once. */
import { createHmac } from 'node:crypto';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import type { CaptchaChallenge } from '@portal/shared';
import type { Config } from '../config/schema.ts';
import type { SignupRepository } from './repository.ts';

/** The HMAC key of the challenges, derived from the first cookie key: one secret fewer to set. */
export function captchaHmacKey(config: Config): string {
  return createHmac('sha256', config.security.cookie_keys[0]!).update('portal captcha v1').digest('hex');
}

export type CaptchaCheck = 'ok' | 'invalid' | 'replayed';

/** What a challenge is for, in its salt (which its signature covers), beside its expiry. */
export const CAPTCHA_PURPOSE = { for: 'sign-up address code' } as const;

interface Payload {
  number?: unknown;
  signature?: unknown;
}

function decode(captchaPayload: string): Payload | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(captchaPayload, 'base64').toString('utf8'));
    return value && typeof value === 'object' ? (value as Payload) : null;
  } catch {
    return null;
  }
}

/** A solution is a whole number up to the server's own maxnumber, whatever the challenge was signed with. */
const withinMaxNumber = (number: unknown, maxnumber: number) =>
  Number.isSafeInteger(number) && (number as number) >= 0 && (number as number) <= maxnumber;

export function createCaptcha(config: Config, repository: SignupRepository) {
  const hmacKey = captchaHmacKey(config);
  const { captcha_max_number: maxnumber, captcha_ttl_seconds: ttl } = config.signup;

  return {
    async challenge(): Promise<CaptchaChallenge> {
      const expires = new Date(Date.now() + ttl * 1000);
      const { algorithm, challenge, salt, signature } = await createChallenge({
        algorithm: 'SHA-256',
        hmacKey,
        maxnumber,
        expires,
        params: CAPTCHA_PURPOSE,
      });
      return { algorithm, challenge, salt, signature, maxnumber };
    },

    /** The widget's base64 JSON payload: right solution within our number, our signature, not expired, first use. */
    async check(captchaPayload: string): Promise<CaptchaCheck> {
      const payload = decode(captchaPayload);
      if (!payload || typeof payload.signature !== 'string') return 'invalid';
      if (!withinMaxNumber(payload.number, maxnumber)) return 'invalid';
      const ok = await verifySolution(captchaPayload, hmacKey, true).catch(() => false);
      // verifySolution accepts a challenge without `expires`: ours always carry one, and their purpose.
      const params = extractParams(captchaPayload);
      if (!ok || !params.expires || params.for !== CAPTCHA_PURPOSE.for) return 'invalid';
      return (await repository.useCaptcha(payload.signature, ttl)) ? 'ok' : 'replayed';
    },
  };
}

export type Captcha = ReturnType<typeof createCaptcha>;
