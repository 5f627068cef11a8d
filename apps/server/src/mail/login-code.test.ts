import { expect, it } from 'vitest';
import { loginCodeMail } from './login-code.ts';

it('login code: the prefix in the subject, the whole code shown, its lifetime in minutes', () => {
  const mail = loginCodeMail({ prefix: 'KQZ-', code: '123456', minutes: 10 });
  expect(mail.subject).toBe('KQZ- Votre code de connexion');
  expect(mail.text).toContain("Il commence par KQZ- sur l'écran de connexion et reste valable 10 minutes.");
  expect(mail.text).toContain('KQZ-123456');
  expect(mail.html).toContain('data-code>KQZ-123456</p>');
});
