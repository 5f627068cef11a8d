import { labels, messages, profileMessages, type PendingUpdateToReview } from '@portal/shared';
import { expect, test } from './support/fixtures.ts';
import { expectFitsSmallScreen, SMALL_SCREEN } from './support/small-screen.ts';
import { chooseInSelect } from './support/select.ts';
import { demo, disposable, DISPOSABLE_PASSWORD, signInWithEmailCode } from './support/journeys.ts';
import {
  addEmailInForm,
  addWorkplaceInForm,
  asAdmin,
  editSwitch,
  expectProfileScreen,
  notification,
  readRow,
  saveButton,
  signInWithTotp,
  startEditing,
  tabTo,
} from './support/profile.ts';

const profile = labels.myProfile;
const ADDRESS_CHANGED = /Les adresses email de votre compte ont été modifiées/;

test('a secretary reviews her profile, edits every part of it, finds it stored, and manages her addresses', async ({
  page,
  mailbox,
  expectAccessible,
}) => {
  const check = (what: string) => expectAccessible(page, what);
  const me = disposable(1);
  const added = `camille.martin.${test.info().project.name}@cabinet.example.fr`;
  await signInWithEmailCode(page, mailbox, me, DISPOSABLE_PASSWORD);

  // The profile from the main menu, whose `Mon compte` entry is then hidden.
  const menu = page.getByRole('navigation', { name: labels.menu.main });
  await menu.getByRole('link', { name: labels.menu.myAccount }).click();
  await expectProfileScreen(page);
  await expect(page).toHaveURL(/#\/myProfile$/);
  await expect(menu.getByRole('link', { name: labels.menu.myAccount })).toHaveCount(0);

  // The read view of a secretariat account without workplace (spec section 2, MyProfile).
  await expect(page.getByRole('heading', { name: profile.readTitle })).toBeVisible();
  await expect(readRow(page, labels.fields.civilTitle)).toHaveText(labels.fields.titleOther);
  await expect(readRow(page, labels.fields.firstName)).toHaveText('Banc');
  await expect(readRow(page, labels.fields.lastName)).toHaveText("d'essai bench-1");
  await expect(readRow(page, labels.fields.rpps)).toHaveCount(0);
  await expect(readRow(page, profile.emails).getByRole('listitem')).toHaveCount(1);
  await expect(readRow(page, profile.emails)).toContainText(me);
  await expect(readRow(page, profile.emails).getByRole('img', { name: profile.principalEmail })).toBeVisible();
  await expect(readRow(page, labels.fields.phones)).toHaveText(profile.noPhone);
  await expect(readRow(page, profile.account)).toHaveText(profile.verified);
  await expect(readRow(page, labels.fields.job)).toHaveText('Secrétaire médicale');
  await expect(readRow(page, labels.fields.jobPlaces)).toHaveText(labels.myProfile.noJobPlace);
  await expect(readRow(page, profile.adminSites)).toHaveCount(0);
  await expect(readRow(page, profile.totp)).toHaveText(labels.accountSecurity.totpOff);
  await check('the profile read view');

  // The password tab, and back.
  await page.getByRole('tab', { name: profile.passwordTab }).click();
  await expect(page.getByRole('tab', { name: profile.passwordTab })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('region', { name: labels.accountSecurity.passwordTitle })).toBeVisible();
  await check('the password tab');
  await page.getByRole('tab', { name: profile.profileTab }).click();
  await expect(readRow(page, labels.fields.firstName)).toHaveText('Banc');

  // Saving without any change: nothing is sent, edit mode ends.
  await startEditing(page);
  await check('the profile edit form');
  await saveButton(page).click();
  await expect(notification(page, profile.nothingToSave)).toBeVisible();
  await expect(page.getByRole('heading', { name: profile.readTitle })).toBeVisible();
  await expect(editSwitch(page)).not.toBeChecked();

  // An emptied last name is refused on the field, which gets the focus.
  await startEditing(page);
  const lastName = page.getByRole('textbox', { name: /^Nom/ });
  await lastName.fill('');
  await saveButton(page).click();
  await expect(lastName).toHaveAccessibleDescription(messages.lastNameRequired);
  await expect(lastName).toHaveAttribute('aria-invalid', 'true');
  await expect(lastName).toBeFocused();

  // Every part of the profile, then `Valider`.
  await page.getByRole('radio', { name: labels.fields.titleMme, exact: true }).check();
  await lastName.fill('Martin');
  await page.getByRole('textbox', { name: /^Prénom/ }).fill('Camille');
  await page.getByRole('textbox', { name: labels.fields.phone, exact: true }).fill('0611223344');
  await page.getByRole('button', { name: labels.signUp.addPhone, exact: true }).click();
  await chooseInSelect(
    page,
    page.getByRole('combobox', { name: new RegExp(`^${labels.fields.job}`) }),
    'Assistant(e) de cabinet',
  );
  await addWorkplaceInForm(
    page,
    'Maison de santé des Chartrons',
    'Laboratoire de pathologie Bordeaux Rive Gauche',
    check,
  );
  const since = new Date(Date.now() - 1000);
  await addEmailInForm(page, mailbox, added, ['Agenda des centres'], check);
  await saveButton(page).click();
  await expect(notification(page, profile.updated)).toBeVisible();

  // Reloaded from the server: every change was stored.
  await page.reload();
  await expectProfileScreen(page);
  await expect(readRow(page, labels.fields.civilTitle)).toHaveText(labels.fields.titleMme);
  await expect(readRow(page, labels.fields.firstName)).toHaveText('Camille');
  await expect(readRow(page, labels.fields.lastName)).toHaveText('Martin');
  await expect(readRow(page, labels.fields.phones)).toHaveText('0611223344');
  await expect(readRow(page, labels.fields.job)).toHaveText('Assistant(e) de cabinet');
  await expect(readRow(page, labels.fields.jobPlaces)).toHaveText(
    'Maison de santé des Chartrons (Bordeaux) → Laboratoire de pathologie Bordeaux Rive Gauche',
  );
  const addresses = readRow(page, profile.emails).getByRole('listitem');
  await expect(addresses).toHaveCount(2);
  await expect(addresses.filter({ hasText: me }).getByRole('img', { name: profile.principalEmail })).toBeVisible();
  await expect(addresses.filter({ hasText: added })).toContainText('Applications : Agenda des centres');
  await expect(addresses.filter({ hasText: added }).getByRole('img', { name: profile.principalEmail })).toHaveCount(0);
  // The security notice of the address change reaches the account's addresses.
  const notice = await mailbox.waitFor(me, ADDRESS_CHANGED, since);
  expect(notice.text).toContain(added);

  // Deleting an address only marks it: nothing is said to be deleted, and `Annuler` keeps it, silently.
  const deleteButton = (email: string) =>
    page.getByRole('button', { name: profile.deleteEmail.replace('{{email}}', email) });
  const marked = page.getByRole('listitem').filter({ hasText: added }).getByText(profile.emailMarkedForDeletion);
  await startEditing(page);
  await deleteButton(added).click();
  await expect(marked).toBeVisible();
  await expect(page.getByRole('button', { name: profile.keepEmail.replace('{{email}}', added) })).toBeFocused();
  await expect(notification(page, profile.emailDeleted)).toHaveCount(0);
  await page.getByRole('button', { name: labels.app.cancel, exact: true }).click();
  await expect(page.getByRole('heading', { name: profile.readTitle })).toBeVisible();
  await expect(readRow(page, profile.emails).getByRole('listitem')).toHaveCount(2);
  await expect(notification(page, profile.emailDeleted)).toHaveCount(0);

  // The principal address keeps its flag but chooses its apps in the settings dialog.
  await startEditing(page);
  await expect(marked).toHaveCount(0);
  await page.getByRole('button', { name: profile.editEmail.replace('{{email}}', me) }).click();
  const settings = page.getByRole('dialog', { name: profile.emailSettingsTitle.replace('{{email}}', me) });
  await expect(settings.getByRole('checkbox', { name: profile.makePrincipal })).toBeChecked();
  await expect(settings.getByRole('checkbox', { name: profile.makePrincipal })).toBeDisabled();
  await expect(settings.getByText(profile.principalLocked)).toBeVisible();
  await check('the e-mail settings dialog');
  await settings.getByRole('checkbox', { name: 'Application de démonstration', exact: true }).check();
  await settings.getByRole('button', { name: labels.app.save }).click();
  await expect(settings).toBeHidden();

  // The principal address cannot be deleted; the other one can: marked, then deleted by `Valider`.
  await deleteButton(me).click();
  await expect(notification(page, profile.principalEmailDelete)).toBeVisible();
  await expect(deleteButton(me)).toBeVisible();
  await deleteButton(added).click();
  await expect(marked).toBeVisible();
  await check('the edit form with an address marked for deletion');
  const removedAt = new Date(Date.now() - 1000);
  await saveButton(page).click();
  await expect(notification(page, profile.emailDeleted)).toBeVisible();
  await page.reload();
  await expectProfileScreen(page);
  await expect(readRow(page, profile.emails).getByRole('listitem')).toHaveCount(1);
  await expect(readRow(page, profile.emails)).toContainText(me);
  await expect(readRow(page, profile.emails)).toContainText('Applications : Application de démonstration');
  // The welcome sentence of the Portal greets the new name.
  await page
    .getByRole('navigation', { name: labels.menu.main })
    .getByRole('link', { name: labels.menu.backToPortal })
    .click();
  await expect(page.getByRole('heading', { name: 'Bienvenue Camille Martin' })).toBeVisible();
  // The removed address hears of it too.
  const removal = await mailbox.waitFor(added, ADDRESS_CHANGED, removedAt);
  expect(removal.text).toContain('retirée');
});

test('a secretary edits her profile with the keyboard alone', async ({ page, mailbox }) => {
  await signInWithEmailCode(page, mailbox, disposable(2), DISPOSABLE_PASSWORD);

  // No mouse from here on: the menu, the switch, a name, a phone, `Valider`.
  await tabTo(page, new RegExp(`^${labels.menu.myAccount}$`));
  await page.keyboard.press('Enter');
  await expectProfileScreen(page);
  await tabTo(page, new RegExp(`^${profile.edit}$`));
  await page.keyboard.press('Space');
  await expect(page.getByRole('heading', { name: profile.formTitle })).toBeVisible();
  await tabTo(page, new RegExp(`^${labels.fields.firstName}$`));
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Dominique');
  await tabTo(page, new RegExp(`^${labels.fields.phone}$`));
  await page.keyboard.type('0622334455');
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('button', { name: labels.signUp.deletePhone.replace('{{phone}}', '0622334455') }),
  ).toBeVisible();
  await tabTo(page, new RegExp(`^${labels.app.validate}$`));
  await page.keyboard.press('Enter');

  await expect(notification(page, profile.updated)).toBeVisible();
  await expect(readRow(page, labels.fields.firstName)).toHaveText('Dominique');
  await expect(readRow(page, labels.fields.phones)).toHaveText('0622334455');
});

test('a doctor’s change of civil title waits with its clock until an administrator approves it', async ({
  page,
  browser,
  stack,
  mailbox,
  expectAccessible,
}) => {
  // Other journeys greet Hugo Girard by name: only his civil title changes here.
  const doctor = demo('totp');
  await signInWithTotp(page, doctor);
  await page.goto('/#/myProfile');
  await expectProfileScreen(page);
  await expect(readRow(page, labels.fields.civilTitle)).toHaveText(labels.fields.titleM);
  await expect(readRow(page, labels.fields.rpps)).toHaveText('10004567896');
  await expect(readRow(page, profile.totp)).toHaveText(labels.accountSecurity.totpOn);
  await expect(readRow(page, labels.fields.jobPlaces)).toHaveText(
    'Clinique du Vieux-Port (Marseille) → Centre d’anatomopathologie de Marseille',
  );
  const clock = page.getByRole('img', { name: profile.pendingUpdate });
  await expect(clock).toHaveCount(0);

  // Said to be sent to an administrator, not to be done.
  await startEditing(page);
  await page.getByRole('radio', { name: labels.fields.titleMme, exact: true }).check();
  await saveButton(page).click();
  await expect(notification(page, profile.sentForApproval)).toBeVisible();
  await expect(notification(page, profile.updated)).toHaveCount(0);

  // The old value stays, with the clock and the value asked for; stored, so still there on reload.
  await page.reload();
  await expectProfileScreen(page);
  const civilTitle = readRow(page, labels.fields.civilTitle);
  await expect(civilTitle.getByRole('img', { name: profile.pendingUpdate })).toBeVisible();
  await expect(civilTitle).toContainText(profile.pendingValue.replace('{{value}}', labels.fields.titleMme));
  await expect(civilTitle).toHaveText(new RegExp(`^${labels.fields.titleM}\\b`));
  await expect(clock).toHaveCount(1);
  await clock.focus();
  await expect(page.getByRole('tooltip')).toHaveText(profile.pendingUpdate);
  await expectAccessible(page, 'the read view with a pending update');
  // The edit form shows the clock too, on the civil title.
  await startEditing(page);
  await expect(page.getByRole('radio', { name: labels.fields.titleM, exact: true })).toBeChecked();
  await expect(clock).toHaveCount(1);
  await page.getByRole('button', { name: labels.app.cancel, exact: true }).click();

  // The super admin manages Marseille: they approve it through the administration call.
  const since = new Date(Date.now() - 1000);
  await asAdmin(browser, stack.baseURL, mailbox, 'superadmin', async (api) => {
    const list = await api.get('/api/admin/pending-updates');
    expect(list.status()).toBe(200);
    const update = ((await list.json()) as PendingUpdateToReview[]).find(
      (u) => u.lastName === 'Girard' && u.field === 'civilTitle',
    );
    expect(update, 'the civil title change awaits review').toMatchObject({ currentValue: 'M', value: 'MME' });
    const approval = await api.post(`/api/admin/pending-updates/${update!.pendingUpdateId}/approve`);
    expect(approval.status()).toBe(200);
  });

  await page.reload();
  await expectProfileScreen(page);
  await expect(readRow(page, labels.fields.civilTitle)).toHaveText(labels.fields.titleMme);
  await expect(clock).toHaveCount(0);
  await mailbox.waitFor(doctor, /Votre demande de modification a été approuvée/, since);
});

test('an administrator is offered only the centres she may add; the server refuses any other', async ({
  page,
  mailbox,
  expectAccessible,
}) => {
  await signInWithEmailCode(page, mailbox, demo('admin.paris'));
  await page.goto('/#/myProfile');
  await expectProfileScreen(page);
  const sites = readRow(page, profile.adminSites);
  await expect(sites).toHaveText('Institut de pathologie Paris Sud (Paris)');

  // Her centre is already there: nothing else is offered, and she is told who gives a new one.
  await startEditing(page);
  const addButton = page.getByRole('button', { name: profile.addAdminSites });
  await addButton.click();
  const dialog = page.getByRole('dialog', { name: labels.myProfile.addAdminSites });
  await expect(dialog.getByText(profile.noMoreAdminSite)).toBeVisible();
  await expect(dialog.getByText(profile.adminSitesGrantedBySuperAdmin)).toBeVisible();
  await expect(dialog.getByRole('table')).toHaveCount(0);
  await expectAccessible(page, 'the admin sites dialog with nothing to add');
  await dialog.getByRole('button', { name: labels.app.cancel, exact: true }).click();
  await expect(dialog).toBeHidden();

  // Removed in the form, her centre is offered again, and only it.
  const paris = 'Institut de pathologie Paris Sud';
  await page.getByRole('button', { name: labels.app.remove.replace('{{label}}', paris) }).click();
  await addButton.click();
  const table = dialog.getByRole('table', { name: profile.adminSitesTable });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText(paris);
  await expectAccessible(page, 'the admin sites dialog');
  await dialog.getByRole('checkbox', { name: labels.app.select.replace('{{label}}', paris) }).check();
  await expect(dialog.getByText(profile.adminSitesSelected.replace('{{count}}', '1'))).toBeVisible();
  await dialog.getByRole('button', { name: profile.addSelectedAdminSites, exact: true }).click();
  await expect(dialog).toBeHidden();
  await saveButton(page).click();
  await expect(notification(page, profile.nothingToSave)).toBeVisible();

  // The server's rule is the same: a centre she does not administer is refused.
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const offered = (await (await page.request.get('/api/jobs/adminSites/')).json()) as {
    adminSiteId: string;
    label: string;
  }[];
  const lyon = offered.find((site) => site.label === 'Centre de pathologie Lyon Est')!;
  const refusal = await page.request.patch('/api/users/me', {
    headers: { 'X-XSRF-TOKEN': xsrf, origin: new URL(page.url()).origin },
    data: { adminSiteIds: [lyon.adminSiteId] },
  });
  expect(refusal.status()).toBe(400);
  expect(await refusal.json()).toMatchObject({ message: profileMessages.adminSiteNotAllowed });
  await page.reload();
  await expectProfileScreen(page);
  await expect(sites).toHaveText('Institut de pathologie Paris Sud (Paris)');
});

test('the profile, its edit form and its password tab fit a 320 px wide phone, nothing cut', async ({
  page,
  mailbox,
  expectAccessible,
}) => {
  await page.setViewportSize(SMALL_SCREEN);
  await signInWithEmailCode(page, mailbox, disposable(3), DISPOSABLE_PASSWORD);
  await page.goto('/#/myProfile');
  await expectProfileScreen(page);
  // Both tabs whole (`Gestion mot de passe` was cut to "Gestio" by a scrolling strip).
  await expectFitsSmallScreen(page, 'the profile read view');
  await startEditing(page);
  await expectFitsSmallScreen(page, 'the profile edit form');
  await page.getByRole('tab', { name: labels.accountSecurity.passwordTab }).click();
  await expect(page.getByRole('region', { name: labels.accountSecurity.passwordTitle })).toBeVisible();
  // Every field label whole (`Confirmation du nouveau mot de passe` ended in an ellipsis).
  await expectFitsSmallScreen(page, 'the password tab');
  await page.mouse.move(0, 0);
  await expectAccessible(page, 'the password tab at 320 px');
});
