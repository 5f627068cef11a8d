import { expect, it } from 'vitest';
import { deletionDeclinedMail } from './deletion-declined.ts';

it('deletion declined: the reason, and the account stays', () => {
  const mail = deletionDeclinedMail({ reason: 'Dossiers en cours' });
  expect(mail.subject).toBe("Votre demande de suppression de compte n'a pas été acceptée");
  expect(mail.text).toContain('Dossiers en cours');
  expect(mail.text).toContain('Votre compte reste actif.');
});
