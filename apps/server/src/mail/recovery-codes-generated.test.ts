import { expect, it } from 'vitest';
import { recoveryCodesGeneratedMail } from './recovery-codes-generated.ts';

it('recovery codes generated: the old ones are void, and what to do if it was not the owner', () => {
  const mail = recoveryCodesGeneratedMail();
  expect(mail.subject).toBe('Nouveaux codes de secours');
  expect(mail.text).toContain('les anciens ne fonctionnent plus');
  expect(mail.text).toMatch(/pas à l'origine/);
});
