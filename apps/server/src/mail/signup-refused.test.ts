import { expect, it } from 'vitest';
import { signupRefusedMail } from './signup-refused.ts';

it("signup refused: the administrator's reason, escaped in HTML, and that the account is gone", () => {
  const mail = signupRefusedMail({ reason: 'Inconnu du <centre>', url: 'https://portail.exemple.fr' });
  expect(mail.subject).toBe("Votre inscription au Portail Anapath n'a pas été acceptée");
  expect(mail.text).toContain('Inconnu du <centre>');
  expect(mail.html).toContain('Inconnu du &lt;centre&gt;');
  expect(mail.text).toContain('Votre compte a été supprimé');
});
