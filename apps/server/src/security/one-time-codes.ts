/**
 * One-time codes sent by e-mail (the sign-in's second factor, the sign-up's address validation):
 * digits drawn at random with a prefix shown on screen, only a keyed hash stored, single use, a few
 * checks per code, compared in constant time.
 */
import type { Db } from '../db/client.ts';
import type { CodePurpose } from '../db/schema.ts';
import { createCodeHasher, randomCode, randomPrefix } from './codes.ts';
import { oneTimeCodesRepository } from './one-time-codes-repository.ts';

export interface IssuedCode {
  /** The digits, for the e-mail only. */
  code: string;
  prefix: string;
  /** The code's id: the support request names the message by it. */
  messageId: string;
}

/** `secret`: the server key the codes' HMAC derives from (the encryption key). */
export function createOneTimeCodes(db: Db, secret: string) {
  const repository = oneTimeCodesRepository(db);
  const hasher = createCodeHasher(secret);
  return {
    async issue(request: {
      purpose: CodePurpose;
      subject: string;
      userId?: string;
      length: number;
      ttlSeconds: number;
    }): Promise<IssuedCode> {
      const code = randomCode(request.length);
      const prefix = randomPrefix();
      const { messageId } = await repository.createCode({
        purpose: request.purpose,
        subject: request.subject,
        userId: request.userId,
        codeHash: hasher.hash(code),
        prefix,
        ttlSeconds: request.ttlSeconds,
      });
      return { code, prefix, messageId };
    },

    setMailStatus: repository.setMailStatus,

    /** Whether `token` is the subject's last code, unused and unexpired; a match uses it up. */
    async check(purpose: CodePurpose, subject: string, token: string, maxAttempts: number): Promise<boolean> {
      const code = await repository.latestActiveCode(purpose, subject);
      if (!code) return false;
      if ((await repository.recordCodeAttempt(code.id)) > maxAttempts) return false;
      return hasher.matches(token, code.codeHash) && (await repository.markCodeUsed(code.id));
    },
  };
}
export type OneTimeCodes = ReturnType<typeof createOneTimeCodes>;
