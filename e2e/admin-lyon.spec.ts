/**
 * The administration space as admin.lyon uses it: the board of Lyon only, an account's page, a
 * locked account unlocked that then signs in, another centre's account out of reach, the audit log.
 */
import { adminMessages, labels } from '@portal/shared';
import { expect, test } from './support/fixtures.ts';
import { demo, signInWithEmailCode } from './support/journeys.ts';
import { confirmAction, expectNotice, goToAdminScreen, openAccount, openAdminSpace } from './support/admin.ts';
import { expectFitsSmallScreen, SMALL_SCREEN } from './support/small-screen.ts';

const admin = labels.admin;
const demoAddress = (first: string, last: string) => `${first}.${last}@demo.portail-anapath.fr`;

test('admin.lyon unlocks a locked account from the board; its owner signs in; the audit log shows it', async ({
  page,
  browser,
  stack,
  mailbox,
  expectAccessible,
}) => {
  // Signed out, /admin (the server's redirect to #/admin) ends on the portal's invitation to sign in.
  await page.goto('/admin');
  await expect(page.getByRole('link', { name: labels.portal.signIn })).toBeVisible();
  await openAdminSpace(page, mailbox, 'admin.lyon');
  await expect(page.getByRole('link', { name: new RegExp(`^${labels.menu.admin}.*en attente`) }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Camille Perrin', exact: true })).toBeVisible();
  await expect(page.getByText('Karim Benali')).toHaveCount(0);
  // A doctor to validate: the RPPS she typed beside the directory's record, declared, not certified.
  const caron = page
    .getByRole('region', { name: admin.board.awaitingValidation })
    .getByRole('row')
    .filter({ hasText: 'Mathilde Caron' });
  await expect(caron).toContainText(admin.rpps.sources.declared);
  await expect(caron).toContainText(admin.rpps.declaredHint);
  await expect(caron).toContainText(admin.rpps.checks.match);
  await expect(caron).toContainText(/MME Mathilde CARON/i);
  // A pending name change the directory disagrees with, judged now against the directory's record.
  const chevalier = page
    .getByRole('region', { name: admin.board.pendingUpdates })
    .getByRole('listitem')
    .filter({ hasText: 'Pierre Chevalier' });
  await expect(chevalier).toContainText(admin.rpps.checks.mismatch);
  await expect(chevalier).toContainText(admin.rpps.sources.declared);
  await expect(chevalier).toContainText(/M Pierre CHEVALIER/i);
  await expectAccessible(page, 'the to-do board');

  await openAccount(page, 'Camille Perrin');
  await expect(page.getByText(/Mot de passe communiqué à un tiers/).first()).toBeVisible();
  await expectAccessible(page, 'an account page');
  await page.getByRole('button', { name: admin.account.actions.unlock.button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: admin.account.actions.unlock.title });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'the unlock dialog');
  await dialog.getByRole('button', { name: admin.account.actions.unlock.confirm, exact: true }).click();
  await expectNotice(page, adminMessages.unlocked);
  const owner = demoAddress('camille', 'perrin');
  await mailbox.waitFor(owner, /est déverrouillé/);

  const ownerContext = await browser.newContext({ baseURL: stack.baseURL, locale: 'fr-FR' });
  await signInWithEmailCode(await ownerContext.newPage(), mailbox, owner);
  await ownerContext.close();

  await goToAdminScreen(page, 'audit');
  await expect(page.getByRole('heading', { name: admin.audit.title, level: 1 })).toBeVisible();
  const events = page.getByRole('table', { name: admin.audit.events });
  await expect(events.getByRole('row').filter({ hasText: admin.audit.actions.accountUnlocked }).first()).toContainText(
    'Camille Perrin',
  );
  await expect(events.getByRole('row').filter({ hasText: admin.audit.actions.signIn }).first()).toContainText(
    'Camille Perrin',
  );
  await expectAccessible(page, 'the audit log');
});

test('admin.lyon locks an account by hand with a reason its owner is told', async ({ page, mailbox }) => {
  await openAdminSpace(page, mailbox, 'admin.lyon');
  await goToAdminScreen(page, 'users');
  await page.getByRole('search', { name: admin.users.searchLabel }).getByRole('searchbox').fill('mercier');
  // The search applied (one account found) before a result is opened.
  await expect(page.getByRole('table', { name: admin.users.results }).getByRole('row')).toHaveCount(2);
  await openAccount(page, 'Julie Mercier');
  await confirmAction(page, 'lock', { reason: 'Poste partagé signalé par la direction' });
  await expectNotice(page, adminMessages.locked);
  const mail = await mailbox.waitFor(demoAddress('julie', 'mercier'), /verrouillé/);
  expect(mail.text).toContain('Poste partagé signalé par la direction');
});

test('admin.lyon can neither see nor act on an account of Paris (screen and API)', async ({
  page,
  browser,
  stack,
  mailbox,
}) => {
  const superContext = await browser.newContext({ baseURL: stack.baseURL, locale: 'fr-FR' });
  const superPage = await superContext.newPage();
  await signInWithEmailCode(superPage, mailbox, demo('superadmin'));
  const found = await superPage.request.get('/api/admin/users?q=benali');
  const parisId = ((await found.json()) as { items: { userId: string }[] }).items[0]!.userId;
  await superContext.close();

  await openAdminSpace(page, mailbox, 'admin.lyon');
  await page.goto(`/#/admin/users/${parisId}`);
  await expect(page.getByText(adminMessages.accountUnknown)).toBeVisible();
  await expect(page.getByRole('button', { name: admin.account.actions.activate.button })).toHaveCount(0);
  expect((await page.request.get(`/api/admin/users/${parisId}`)).status()).toBe(404);
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const activation = await page.request.post(`/api/admin/users/${parisId}/activate`, {
    headers: { 'X-XSRF-TOKEN': xsrf, origin: stack.baseURL },
  });
  expect(activation.status()).toBe(404);
});

test('the board and an account page fit a 320 px wide phone', async ({ page, mailbox, expectAccessible }) => {
  await page.setViewportSize(SMALL_SCREEN);
  await openAdminSpace(page, mailbox, 'admin.lyon');
  await expect(page.getByRole('link', { name: 'Nicolas Blanc', exact: true })).toBeVisible();
  // Every state whole (`Ralenti après des échecs de connexion` ended in an ellipsis).
  await expectFitsSmallScreen(page, 'the board');
  await expectAccessible(page, 'the board at 320 px');
  await openAccount(page, 'Nicolas Blanc');
  await expectFitsSmallScreen(page, 'an account page');
  await expectAccessible(page, 'an account page at 320 px');
});
