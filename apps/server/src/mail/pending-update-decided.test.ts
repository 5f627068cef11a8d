import { expect, it } from 'vitest';
import { pendingUpdateDecidedMail } from './pending-update-decided.ts';

const url = 'https://portail.exemple.fr/#/myProfile';

it('pending update approved: the field in French, the new value, a link to the profile', () => {
  const mail = pendingUpdateDecidedMail({ decision: 'approved', field: 'civilTitle', value: 'Other', url });
  expect(mail.subject).toBe('Votre demande de modification a été approuvée');
  expect(mail.text).toContain('la modification de votre civilité');
  expect(mail.text).toContain('Nouvelle valeur : Non défini.');
  expect(mail.html).toContain(`<a href="${url}"`);
});

it('pending update rejected: the value asked for, "aucun" for a removal', () => {
  const mail = pendingUpdateDecidedMail({ decision: 'rejected', field: 'rpps', value: null, url });
  expect(mail.subject).toBe('Votre demande de modification a été refusée');
  expect(mail.text).toContain('votre numéro RPPS sur le Portail Anapath (valeur demandée : aucun).');
  expect(mail.text).not.toContain('Motif');
});

it("pending update rejected with a reason: the administrator's reason", () => {
  const mail = pendingUpdateDecidedMail({
    decision: 'rejected',
    field: 'lastName',
    value: 'Durand',
    reason: 'Nom absent du RPPS',
    url,
  });
  expect(mail.text).toContain('Motif : Nom absent du RPPS');
});
