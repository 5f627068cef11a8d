import { expect, it } from 'vitest';
import { supportHandledMail } from './support-handled.ts';

it("support handled: the administrator's note and a link to sign in", () => {
  const mail = supportHandledMail({ note: 'Adresse corrigée, réessayez.', url: 'https://portail.exemple.fr' });
  expect(mail.subject).toBe("Votre demande d'assistance a été traitée");
  expect(mail.text).toContain('Adresse corrigée, réessayez.');
  expect(mail.html).toContain('<a href="https://portail.exemple.fr"');
});
