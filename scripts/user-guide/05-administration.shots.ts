/** Chapter "Administrer": the board, accounts and their actions, identity changes, support, the log, centres and applications. */
import { labels } from '@portal/shared';
import { goToAdminScreen, openAccount, openAdminSpace } from '../../e2e/support/admin.ts';
import { expect, test } from './shots.ts';

const admin = labels.admin;
const actions = admin.account.actions;

test('the administrator of a centre: board, accounts, actions, identity changes, support, log', async ({
  page,
  phone,
  mailbox,
  shoot,
}) => {
  await openAdminSpace(page, mailbox, 'admin.lyon');
  await expect(page.getByRole('link', { name: 'Mathilde Caron', exact: true }).first()).toBeVisible();
  await shoot(page, 'admin-board');

  // An account awaiting validation, and the confirmation of its validation.
  await openAccount(page, 'Mathilde Caron');
  await shoot(page, 'admin-account');
  await page.getByRole('button', { name: actions.activate.button, exact: true }).click();
  const validate = page.getByRole('dialog', { name: actions.activate.title });
  await shoot(validate, 'admin-validate');
  await validate.getByRole('button', { name: labels.app.cancel, exact: true }).click();

  // A locked account shows why; another is locked with a reason its owner receives.
  await goToAdminScreen(page, 'users');
  await page.getByRole('search', { name: admin.users.searchLabel }).getByRole('searchbox').fill('perrin');
  await expect(page.getByRole('table', { name: admin.users.results }).getByRole('row')).toHaveCount(2);
  await shoot(page, 'admin-users');
  await openAccount(page, 'Camille Perrin');
  await expect(page.getByRole('button', { name: actions.unlock.button, exact: true })).toBeVisible();
  await shoot(page, 'admin-locked-account');
  await goToAdminScreen(page, 'users');
  await page.getByRole('search', { name: admin.users.searchLabel }).getByRole('searchbox').fill('mercier');
  await expect(page.getByRole('table', { name: admin.users.results }).getByRole('row')).toHaveCount(2);
  await openAccount(page, 'Julie Mercier');
  await page.getByRole('button', { name: actions.lock.button, exact: true }).click();
  const lock = page.getByRole('dialog', { name: actions.lock.title });
  await lock.getByLabel(admin.reason.label).fill('Poste partagé signalé par la direction');
  await shoot(lock, 'admin-lock');
  await lock.getByRole('button', { name: labels.app.cancel, exact: true }).click();

  // A deletion request.
  await goToAdminScreen(page, 'board');
  await page
    .getByRole('region', { name: admin.board.deletionRequests })
    .getByRole('link', { name: 'Isabelle Muller', exact: true })
    .click();
  await expect(page.getByRole('button', { name: actions.delete.button, exact: true })).toBeVisible();
  await shoot(page, 'admin-deletion');

  await goToAdminScreen(page, 'pendingUpdates');
  await expect(page.getByText(admin.rpps.checks.mismatch).first()).toBeVisible();
  await shoot(page, 'admin-pending-updates');

  await goToAdminScreen(page, 'support');
  await expect(page.getByText('Julie Mercier').first()).toBeVisible();
  await shoot(page, 'admin-support');

  await goToAdminScreen(page, 'audit');
  await expect(page.getByRole('table', { name: admin.audit.events }).getByRole('row').nth(1)).toBeVisible();
  await shoot(page, 'admin-audit');

  await openAdminSpace(phone, mailbox, 'admin.lyon');
  await shoot(phone, 'admin-phone');
});

test('the super administrator: centres, their administrators, the client applications', async ({
  page,
  mailbox,
  shoot,
}) => {
  const centre = 'Centre de pathologie Lyon Est';
  await openAdminSpace(page, mailbox, 'superadmin');
  await goToAdminScreen(page, 'adminSites');
  await expect(page.getByText(centre).first()).toBeVisible();
  await shoot(page, 'admin-centres');

  const grantTitle = admin.adminSites.grantTitle.replace('{{label}}', centre);
  await page.getByRole('button', { name: grantTitle }).first().click();
  const grant = page.getByRole('dialog', { name: grantTitle });
  await grant.getByLabel(admin.adminSites.account).fill('mercier');
  await expect(page.getByRole('option', { name: /Julie Mercier/ })).toBeVisible();
  await shoot(page, 'admin-centre-admin');
  await grant.getByRole('button', { name: labels.app.cancel, exact: true }).click();

  await goToAdminScreen(page, 'clientApps');
  await expect(page.getByRole('switch', { name: 'Suspendre Archives' })).toBeVisible();
  await shoot(page, 'admin-client-apps');
});
