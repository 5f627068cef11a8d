import { expect, it } from 'vitest';
import { deletionToProcessMail } from './deletion-to-process.ts';

it('deletion to process: who asks, for the administrators', () => {
  const mail = deletionToProcessMail({
    userName: 'Sophie Bernard',
    userEmail: 's@exemple.fr',
    url: 'https://portail.exemple.fr/#/admin/users/u-1',
  });
  expect(mail.subject).toBe('Demande de suppression de compte à traiter');
  expect(mail.text).toContain('Sophie Bernard (s@exemple.fr) demande la suppression de son compte');
  expect(mail.html).toContain(`<a href="${'https://portail.exemple.fr/#/admin/users/u-1'}"`);
});
