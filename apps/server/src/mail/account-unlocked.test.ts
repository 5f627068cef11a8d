import { expect, it } from 'vitest';
import { accountUnlockedMail } from './account-unlocked.ts';

it('account unlocked: the owner may sign in again, with a link to the portal', () => {
  const mail = accountUnlockedMail({ url: 'https://portail.exemple.fr' });
  expect(mail.subject).toBe('Votre compte du Portail Anapath est déverrouillé');
  expect(mail.text).toContain('Se connecter au Portail Anapath : https://portail.exemple.fr');
});
