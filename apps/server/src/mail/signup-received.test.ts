import { expect, it } from 'vitest';
import { signupReceivedMail } from './signup-received.ts';

it('sign-up received: the account awaits validation, another mail will say when it is validated', () => {
  const mail = signupReceivedMail({ url: 'https://portail.exemple.fr/#/' });
  expect(mail.subject).toBe('Votre inscription au Portail Anapath est en cours de validation');
  expect(mail.text).toContain(
    'Votre compte est en cours de validation, vous pourrez bientôt vous authentifier sur les applications.',
  );
  expect(mail.text).toContain('un e-mail vous dira dès que votre compte sera validé');
  expect(mail.text).toContain('Aller sur le Portail Anapath : https://portail.exemple.fr/#/');
});
