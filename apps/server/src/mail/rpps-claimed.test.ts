import { expect, it } from 'vitest';
import { rppsClaimedMail } from './rpps-claimed.ts';

it('RPPS claimed: names the practitioner, the RPPS and the account, for the administrators, in French', () => {
  const mail = rppsClaimedMail({
    practitionerName: 'Julien Mercier',
    rpps: '10007890121',
    userName: 'Paul Pirate',
    userEmail: 'paul.pirate@exemple.fr',
    url: 'https://portail.exemple.fr/#/admin/users/u-1',
  });
  expect(mail.subject).toBe('Un numéro RPPS est déclaré par un compte à vérifier sur le Portail Anapath');
  expect(mail.text).toContain(
    "Julien Mercier s'est identifié avec Pro Santé Connect (RPPS 10007890121), mais le compte du portail qui déclare ce numéro, celui de Paul Pirate (paul.pirate@exemple.fr), n'a pas été validé",
  );
  expect(mail.text).toContain("L'annuaire RPPS est public");
  expect(mail.text).toContain('au plus une fois par jour');
  expect(mail.text).toContain('Voir le compte : https://portail.exemple.fr/#/admin/users/u-1');
  expect(mail.html).toContain('Paul Pirate (paul.pirate@exemple.fr)');
});
