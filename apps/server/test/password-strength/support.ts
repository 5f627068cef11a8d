/** What the password strength tests share: the issue's passwords, and a French 4xx check. */
import { expect } from 'vitest';
import { answerProblem } from '../fuzz/french-answer.ts';
import type { Response } from '../support/browser.ts';

/** Issue 36's examples: they meet the length and the four kinds, and were accepted. */
export const ISSUE_PASSWORDS = ['Motdepasse2026!', 'Anapath2026!'];

/** A password every account may set: long, of unrelated words, built on no account's names. */
export const STRONG_PASSWORD = 'Girafe-Tambour-Violet-42!';

export const NUL = '\u0000';

/** Past the calls' 1,000-character cap. */
export const OVERLONG = `Aa1!${'x'.repeat(1_000)}`;

export function expectFrenchRefusal(response: Response) {
  expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, response.body).toBeLessThan(500);
  expect(answerProblem(response), response.body).toBeUndefined();
}
