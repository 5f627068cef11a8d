import { expect, it } from 'vitest';
import { supportRequestMail } from './support-request.ts';

it('support request: who, the phone to call back and the message id, HTML escaped', () => {
  const mail = supportRequestMail({
    userName: 'Claire <Dubois>',
    userEmail: 'claire@exemple.fr',
    phoneNumber: '0612345678',
    messageId: 'm-1',
    url: 'https://portail.exemple.fr/#/admin/support',
  });
  expect(mail.subject).toBe("Demande d'assistance : code de connexion non reçu");
  expect(mail.text).toContain('Téléphone pour le rappeler : 0612345678.');
  expect(mail.text).toContain('Identifiant du dernier message envoyé : m-1.');
  expect(mail.html).toContain('Claire &lt;Dubois&gt;');
  expect(mail.text).toContain('Voir la demande : https://portail.exemple.fr/#/admin/support');
});
