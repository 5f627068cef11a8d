import { expect, it } from 'vitest';
import { NOT_YOU } from './layout.ts';
import { passwordChangedMail } from './password-changed.ts';

it('password changed: other sessions closed, and what to do if it was not you', () => {
  const mail = passwordChangedMail();
  expect(mail.subject).toBe('Votre mot de passe a été modifié');
  expect(mail.text).toContain('Vos autres sessions ouvertes ont été fermées.');
  expect(mail.text).toContain(NOT_YOU);
});
