import type { Page } from '@playwright/test';
import {
  directoryMessages,
  labels,
  messages,
  passwordPolicyMessage,
  signupMessages,
  type ClientConfig,
} from '@portal/shared';
import { expect, test } from './support/fixtures.ts';
import { completeAndSubmit, requestEmailCode, validateEmail } from './support/sign-up.ts';

/** The configuration the browser receives: password policy and blocked e-mail domains. */
async function clientConfig(page: Page): Promise<ClientConfig> {
  return (await (await page.request.get('/api/config/')).json()) as ClientConfig;
}

/** One address per stack and repetition: a signed-up address cannot be validated again. */
const uniqueEmail = (name: string) =>
  `${name}.${test.info().project.name}.${test.info().repeatEachIndex}@cabinet.example.fr`;

test('a doctor signing up manually is told what is missing or wrong, field by field, then signs up', async ({
  page,
  mailbox,
  expectAccessible,
}) => {
  const config = await clientConfig(page);
  const blocked = config.blocked_email_domains[0]!;

  // The directory search: a hint until a filter is typed, then a notice when nobody matches.
  await page.goto('/#/signUp/rpps');
  await expect(page.getByText(directoryMessages.filterRequired)).toBeVisible();
  await expectAccessible(page, 'the directory search without filter');
  await page
    .getByRole('search')
    .getByRole('textbox', { name: labels.fields.lastName, exact: true })
    .fill('Zzyzxquorvath');
  await expect(page.getByText(directoryMessages.noResult)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(directoryMessages.filterRequired)).toHaveCount(0);
  await expectAccessible(page, 'the directory search without result');

  await page.getByLabel(/Je ne me trouve pas/).check();
  await expect(page.getByRole('search')).toHaveCount(0);

  // Phones: the Add button checks the number.
  const phone = page.getByRole('textbox', { name: labels.fields.phone, exact: true });
  const addPhone = page.getByRole('button', { name: labels.signUp.addPhone, exact: true });
  await phone.fill('06 12 34');
  await addPhone.click();
  await expect(phone).toHaveAccessibleDescription(messages.phoneInvalid);
  await expect(page.getByText(messages.phoneInvalid)).toBeVisible();
  await expectAccessible(page, 'the doctor sign-up form with an invalid phone');
  await phone.fill('06 12 34 56 78');
  await addPhone.click();
  await expect(page.getByText(messages.phoneInvalid)).toHaveCount(0);
  await expect(page.getByText('06 12 34 56 78')).toBeVisible();

  // The e-mail validation dialog: each rule of the address, the send button disabled meanwhile.
  await page.getByRole('button', { name: signupMessages.validateEmailFirst }).click();
  const dialog = page.getByRole('dialog');
  const address = dialog.getByRole('textbox', { name: new RegExp(`^${labels.fields.email}`) });
  const send = dialog.getByRole('button', { name: labels.emailValidation.send });
  await expect(address).toBeFocused();
  await address.press('Tab');
  await expect(address).toHaveAccessibleDescription(messages.emailRequired);
  await expect(dialog.getByText(messages.emailRequired)).toBeVisible();
  await expect(send).toBeDisabled();
  await address.fill(`dr.durand@${blocked.domain}.com`);
  await expect(dialog.getByText(blocked.message)).toBeVisible();
  await expect(send).toBeDisabled();
  await address.fill('dr.durand@cabinet');
  await expect(address).toHaveAccessibleDescription(messages.emailInvalid);
  await expect(dialog.getByText(messages.emailInvalid)).toBeVisible();
  await expect(send).toBeDisabled();
  await expectAccessible(page, 'the e-mail validation dialog with an invalid address');

  // A wrong code closes the dialog with a notice; a second attempt validates the address.
  const email = uniqueEmail('dr.validation');
  const code = await requestEmailCode(page, mailbox, email);
  const wrongCode = code.slice(0, -1) + String((Number(code.at(-1)) + 1) % 10);
  await dialog.getByLabel(/Code de vérification/).fill(wrongCode);
  await expect(page.getByRole('alert').filter({ hasText: signupMessages.wrongCode })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectAccessible(page, 'the doctor sign-up form after a wrong code');
  await validateEmail(page, mailbox, email);

  // An empty submit: every missing field says so, and the first one (last name) gets the focus.
  await page.getByRole('button', { name: messages.validate, exact: true }).click();
  const lastName = page.getByRole('textbox', { name: new RegExp(`^${labels.fields.lastName}`) });
  const firstName = page.getByRole('textbox', { name: new RegExp(`^${labels.fields.firstName}`) });
  const password = page.getByLabel(/^Mot de passe/);
  await expect(lastName).toBeFocused();
  await expect(lastName).toBeInViewport();
  await expect(lastName).toHaveAccessibleDescription(messages.lastNameRequired);
  await expect(firstName).toHaveAccessibleDescription(messages.firstNameRequired);
  await expect(password).toHaveAccessibleDescription(messages.required);
  for (const message of [
    messages.lastNameRequired,
    messages.firstNameRequired,
    messages.jobRequired,
    messages.jobPlacesRequired,
    messages.cguRequired,
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await expect(page.getByText(messages.civilTitleRequired)).toHaveCount(0);
  await expectAccessible(page, 'the doctor sign-up form after an empty submit');

  // Corrections are checked as they are typed; the RPPS number then comes first on submit.
  await lastName.fill('Durand');
  await firstName.fill('Émilie');
  await expect(page.getByText(messages.lastNameRequired)).toHaveCount(0);
  await expect(page.getByText(messages.firstNameRequired)).toHaveCount(0);
  const rpps = page.getByRole('textbox', { name: labels.fields.rpps });
  await rpps.fill('1001234');
  await expect(rpps).toHaveAccessibleDescription(messages.rppsLength);
  await rpps.fill('1001234567A');
  await expect(rpps).toHaveAccessibleDescription(messages.rppsDigits);
  await password.fill('court');
  await expect(password).toHaveAccessibleDescription(passwordPolicyMessage(config.password_security));
  const confirmation = page.getByLabel(/^Confirmation du mot de passe/);
  await confirmation.fill('autre');
  await expect(confirmation).toHaveAccessibleDescription(messages.passwordsDiffer);
  for (const message of [
    messages.rppsDigits,
    passwordPolicyMessage(config.password_security),
    messages.passwordsDiffer,
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await page.getByRole('button', { name: messages.validate, exact: true }).click();
  await expect(rpps).toBeFocused();
  await expect(rpps).toBeInViewport();
  await expectAccessible(page, 'the doctor sign-up form with wrong RPPS and passwords');

  await rpps.clear();
  await expect(page.getByText(messages.rppsDigits)).toHaveCount(0);
  await completeAndSubmit(page, 'Médecin');
});

test('a shared secretariat account is asked for its company name first', async ({
  page,
  mailbox,
  expectAccessible,
}) => {
  await page.goto('/#/signUp/no-rpps');
  await page.getByRole('checkbox', { name: labels.signUp.shared }).check();
  await expect(page.getByRole('textbox', { name: new RegExp(`^${labels.fields.lastName}`) })).toHaveCount(0);
  await validateEmail(page, mailbox, uniqueEmail('secretariat.validation'));

  await page.getByRole('button', { name: messages.validate, exact: true }).click();
  const companyName = page.getByRole('textbox', { name: new RegExp(`^${labels.fields.companyName}`) });
  await expect(companyName).toBeFocused();
  await expect(companyName).toBeInViewport();
  await expect(companyName).toHaveAccessibleDescription(messages.companyNameRequired);
  await expect(page.getByText(messages.companyNameRequired)).toBeVisible();
  await expect(page.getByText(messages.lastNameRequired)).toHaveCount(0);
  await expect(page.getByText(messages.jobRequired)).toBeVisible();
  await expectAccessible(page, 'the shared-secretariat sign-up form after an empty submit');

  await companyName.fill('Cabinet des Acacias');
  await expect(page.getByText(messages.companyNameRequired)).toHaveCount(0);
});

test("the captcha's files come while the form is filled in, so the dialog's captcha starts at once", async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  const captchaFiles = () => fetched.filter((path) => /^\/assets\/(altcha|worker)-[\w-]+\.js$/.test(path));
  await page.goto('/#/signUp/no-rpps');
  await page.getByRole('button', { name: labels.signUp.validateEmail }).waitFor();
  // The widget, then the workers' script: both before any dialog opens.
  await expect
    .poll(() =>
      captchaFiles()
        .map((path) => path.split('-')[0])
        .sort(),
    )
    .toEqual(['/assets/altcha', '/assets/worker']);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('button', { name: labels.signUp.validateEmail }).click();
  await expect
    .poll(() =>
      page.evaluate(() =>
        (document.querySelector('altcha-widget') as { getState?: () => string } | null)?.getState?.(),
      ),
    )
    .toBe('verified');
});
