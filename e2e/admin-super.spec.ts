/**
 * The super administrator creates a pathology centre, makes an account its administrator (who then
 * opens the administration space), deprecates the centre (gone from the sign-up and profile lists);
 * the audit log shows each step.
 */
import { adminMessages, labels } from '@portal/shared';
import { expect, test } from './support/fixtures.ts';
import { DISPOSABLE_PASSWORD, disposable, signInWithEmailCode } from './support/journeys.ts';
import { expectNotice, goToAdminScreen, openAdminSpace } from './support/admin.ts';

const admin = labels.admin;
const sites = admin.adminSites;
const CENTRE = 'Centre de pathologie de Nantes';

test('the super administrator creates a centre, gives it an administrator, then deprecates it', async ({
  page,
  browser,
  stack,
  mailbox,
  expectAccessible,
}) => {
  await openAdminSpace(page, mailbox, 'superadmin');
  await goToAdminScreen(page, 'adminSites');
  await expectAccessible(page, 'the centres');

  await page.getByRole('button', { name: sites.create }).click();
  const create = page.getByRole('dialog', { name: sites.createTitle });
  await create.getByLabel(sites.label).fill(CENTRE);
  await create.getByLabel(labels.fields.address).fill('12 quai de la Fosse');
  await create.getByLabel(labels.fields.zipcode).fill('44000');
  await create.getByLabel(labels.fields.city).fill('Nantes');
  await create.getByLabel(sites.finess).fill('44000001');
  await create.getByRole('button', { name: labels.app.save }).click();
  await expect(create.getByText(adminMessages.finessInvalid)).toBeVisible();
  await expectAccessible(page, 'the new centre dialog with an error');
  await create.getByLabel(sites.finess).fill('440000018');
  await create.getByRole('button', { name: labels.app.save }).click();
  await expectNotice(page, adminMessages.adminSiteCreated);

  const centre = page
    .getByRole('region', { name: CENTRE })
    .or(page.getByRole('listitem').filter({ hasText: CENTRE }))
    .first();
  await centre.getByRole('button', { name: sites.grantTitle.replace('{{label}}', CENTRE) }).click();
  const grant = page.getByRole('dialog', { name: sites.grantTitle.replace('{{label}}', CENTRE) });
  await grant.getByLabel(sites.account).fill('bench-4');
  await page.getByRole('option', { name: new RegExp(disposable(4)) }).click();
  await expectAccessible(page, 'the grant dialog');
  await grant.getByRole('button', { name: sites.grantConfirm }).click();
  await expectNotice(page, adminMessages.adminRightsGranted);
  await mailbox.waitFor(disposable(4), /administrateur d'un centre/);

  const newAdmin = await browser.newContext({ baseURL: stack.baseURL, locale: 'fr-FR' });
  const newAdminPage = await newAdmin.newPage();
  await signInWithEmailCode(newAdminPage, mailbox, disposable(4), DISPOSABLE_PASSWORD);
  await newAdminPage
    .getByRole('link', { name: new RegExp(`^${labels.menu.admin}`) })
    .first()
    .click();
  await expect(newAdminPage.getByRole('heading', { name: admin.nav.board, level: 1 })).toBeVisible();
  await newAdmin.close();

  await centre.getByRole('button', { name: sites.deprecateOne.replace('{{label}}', CENTRE) }).click();
  const deprecate = page.getByRole('dialog', { name: sites.deprecateTitle.replace('{{label}}', CENTRE) });
  await deprecate.getByRole('button', { name: sites.deprecate }).click();
  await expectNotice(page, adminMessages.adminSiteSaved);
  await expect(centre).toContainText(sites.deprecated);
  const offered = await page.request.get('/api/jobs/adminSites/');
  expect(JSON.stringify(await offered.json())).not.toContain(CENTRE);

  await goToAdminScreen(page, 'audit');
  const events = page.getByRole('table', { name: admin.audit.events });
  for (const action of ['adminSiteCreated', 'adminRightsGranted', 'adminSiteUpdated'] as const) {
    await expect(events.getByRole('row').filter({ hasText: admin.audit.actions[action] }).first()).toContainText(
      CENTRE,
    );
  }
});
