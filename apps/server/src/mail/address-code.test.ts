import { expect, it } from 'vitest';
import { addressCodeMail } from './address-code.ts';

it('address code: the prefix in the subject and the 9-digit code shown', () => {
  const mail = addressCodeMail({ prefix: 'ABC-', code: '123456789', minutes: 15 });
  expect(mail.subject).toBe('ABC- Validez votre adresse email');
  expect(mail.text).toContain("Il commence par ABC- à l'écran et reste valable 15 minutes.");
  expect(mail.html).toContain('data-code>ABC-123456789</p>');
});
