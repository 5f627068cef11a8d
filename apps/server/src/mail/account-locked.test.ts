import { expect, it } from 'vitest';
import { accountLockedMail } from './account-locked.ts';

it('account locked: names the account and the failures, in French', () => {
  const mail = accountLockedMail({ userName: 'Claire Dubois', userEmail: 'claire@exemple.fr', failures: 10 });
  expect(mail.subject).toBe('Compte verrouillé sur le Portail Anapath');
  expect(mail.text).toContain('Le compte de Claire Dubois (claire@exemple.fr) a été verrouillé après 10 tentatives');
});
