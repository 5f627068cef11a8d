import { expect, it } from 'vitest';
import { deletionRequestedMail } from './deletion-requested.ts';

it('deletion requested: recorded, to be handled by an administrator', () => {
  const mail = deletionRequestedMail();
  expect(mail.subject).toBe('Votre demande de suppression de compte');
  expect(mail.text).toContain('Un administrateur la traitera prochainement');
});
