import { expect, it } from 'vitest';
import { accountDeletedMail } from './account-deleted.ts';

it('account deleted: the last message', () => {
  const mail = accountDeletedMail();
  expect(mail.subject).toBe('Votre compte a été supprimé');
  expect(mail.text).toContain('Ce message est le dernier que vous recevrez de notre part.');
  expect(mail.text.startsWith('Bonjour,')).toBe(true);
  expect(mail.text).toContain("L'équipe du Portail Anapath");
});
