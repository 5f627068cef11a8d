import { expect, it } from 'vitest';
import { accountLockedMail } from './account-locked.ts';

it('account locked: the reason, and that sessions are closed until it is unlocked', () => {
  const mail = accountLockedMail({ reason: 'Départ du cabinet' });
  expect(mail.subject).toBe('Votre compte du Portail Anapath a été verrouillé');
  expect(mail.text).toContain('Départ du cabinet');
  expect(mail.text).toContain("tant que le compte n'est pas déverrouillé");
});
