/**
 * admin.bordeaux clears the requests of the Bordeaux centre: identity changes compared with the
 * national directory (one approved, one rejected), a deletion request, a support request; the
 * owners are told by e-mail and the audit log shows each decision.
 */
import { adminMessages, labels } from '@portal/shared';
import { expect, test } from './support/fixtures.ts';
import { confirmAction, expectNotice, goToAdminScreen, openAdminSpace } from './support/admin.ts';

const admin = labels.admin;
const demoAddress = (first: string, last: string) => `${first}.${last}@demo.portail-anapath.fr`;

test('admin.bordeaux approves one identity change, rejects another, handles a deletion and a support request', async ({
  page,
  mailbox,
  expectAccessible,
}) => {
  await openAdminSpace(page, mailbox, 'admin.bordeaux');

  await goToAdminScreen(page, 'pendingUpdates');
  const renaud = page
    .getByRole('listitem')
    .filter({ hasText: 'Hélène Renaud' })
    .or(page.getByRole('article').filter({ hasText: 'Hélène Renaud' }))
    .first();
  await expect(renaud).toContainText('Arnaud');
  await expect(renaud).toContainText(admin.rpps.checks.mismatch);
  const roche = page
    .getByRole('listitem')
    .filter({ hasText: 'Nathalie Roche' })
    .or(page.getByRole('article').filter({ hasText: 'Nathalie Roche' }))
    .first();
  await expect(roche).toContainText(admin.rpps.checks.match);
  await expectAccessible(page, 'the identity changes');

  await roche.getByRole('button', { name: admin.pendingUpdates.approve }).click();
  const approve = page.getByRole('dialog', { name: admin.pendingUpdates.approveTitle });
  await expectAccessible(page, 'the approval dialog');
  await approve.getByRole('button', { name: admin.pendingUpdates.approve }).click();
  await expectNotice(page, adminMessages.pendingUpdateApproved);
  await mailbox.waitFor(demoAddress('nathalie', 'roche'), /a été approuvée/);

  await renaud.getByRole('button', { name: admin.pendingUpdates.reject }).click();
  const reject = page.getByRole('dialog', { name: admin.pendingUpdates.rejectTitle });
  await reject.getByLabel(admin.reason.optionalLabel).fill("Le nom ne correspond pas à l'annuaire RPPS");
  await reject.getByRole('button', { name: admin.pendingUpdates.reject }).click();
  await expectNotice(page, adminMessages.pendingUpdateRejected);
  const rejected = await mailbox.waitFor(demoAddress('helene', 'renaud'), /a été refusée/);
  expect(rejected.text).toContain("Le nom ne correspond pas à l'annuaire RPPS");

  await goToAdminScreen(page, 'board');
  const deletions = page.getByRole('region', { name: admin.board.deletionRequests });
  const barbier = deletions.getByRole('row').filter({ hasText: 'Jacques Barbier' });
  await confirmAction(page, 'delete', { scope: barbier });
  await expectNotice(page, adminMessages.deleted);
  await mailbox.waitFor(demoAddress('jacques', 'barbier'), /a été supprimé/);

  await goToAdminScreen(page, 'support');
  const colin = page
    .getByRole('row')
    .filter({ hasText: 'Guillaume Colin' })
    .or(page.getByRole('listitem').filter({ hasText: 'Guillaume Colin' }))
    .first();
  await expect(colin).toContainText(admin.support.fates.expired);
  await expectAccessible(page, 'the support requests');
  await colin.getByRole('button', { name: admin.support.handle }).click();
  const handle = page.getByRole('dialog');
  await expectAccessible(page, 'the support dialog');
  await handle.getByLabel(admin.reason.note).fill('Rappelé : adresse corrigée, code reçu.');
  await handle.getByRole('button', { name: admin.support.handle }).click();
  await expectNotice(page, adminMessages.supportHandled);
  await mailbox.waitFor(demoAddress('guillaume', 'colin'), /a été traitée/);

  await goToAdminScreen(page, 'audit');
  const events = page.getByRole('table', { name: admin.audit.events });
  for (const action of [
    'pendingUpdateApproved',
    'pendingUpdateRejected',
    'accountDeleted',
    'supportHandled',
  ] as const) {
    await expect(events.getByRole('row').filter({ hasText: admin.audit.actions[action] }).first()).toBeVisible();
  }
});
