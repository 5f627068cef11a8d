/**
 * The server's step-up, for component tests: the calls behind `guarded` answer 403
 * `REAUTHENTICATION_REQUIRED` until `POST /api/users/me/reauthenticate` got the right password;
 * `expire()` makes the confirmation old again. And the password dialog, answered as a user would.
 */
import { expect } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { REAUTHENTICATION_REQUIRED, httpMessages, labels, profileMessages } from '@portal/shared';
import type { FakeAnswer, RecordedCall } from './fakeServer.ts';

type User = ReturnType<typeof userEvent.setup>;

export const RIGHT_PASSWORD = 'Bon-Mot-2026!';
export const WRONG_PASSWORD = 'Faux-Mot-2026!';

export function stepUpGate() {
  let confirmed = false;
  return {
    routes: {
      'POST /api/users/me/reauthenticate': ({ body }: RecordedCall): FakeAnswer => {
        if ((body as { password?: string }).password !== RIGHT_PASSWORD) {
          return { status: 400, body: { message: profileMessages.wrongCurrentPassword, field: 'password' } };
        }
        confirmed = true;
        return { body: {} };
      },
    },
    /** The answer once the password is confirmed; before, the request for it. */
    guarded:
      (answer: FakeAnswer | ((call: RecordedCall) => FakeAnswer)) =>
      (call: RecordedCall): FakeAnswer => {
        if (!confirmed) {
          return {
            status: 403,
            body: { message: httpMessages.reauthenticationRequired, code: REAUTHENTICATION_REQUIRED },
          };
        }
        return typeof answer === 'function' ? answer(call) : answer;
      },
    expire: () => {
      confirmed = false;
    },
  };
}

/** The dialog gone, its closing transition over (until then it is in the page, hidden). */
const passwordDialogGone = () =>
  waitFor(() => expect(screen.queryByRole('dialog', { name: labels.stepUp.title, hidden: true })).toBeNull());

/** The password confirmation dialog, once it is shown (fetched on first use, then faded in). */
export const passwordDialog = () => screen.findByRole('dialog', { name: labels.stepUp.title }, { timeout: 5000 });

/** Types a password in the dialog, from the keyboard, and submits it with Enter. */
export async function typePassword(user: User, password: string): Promise<HTMLElement> {
  const dialog = await passwordDialog();
  const field = within(dialog).getByLabelText(/^Mot de passe/);
  await waitFor(() => expect(document.activeElement).toBe(field));
  await user.clear(field);
  await user.type(field, `${password}{Enter}`);
  return dialog;
}

/** A wrong password first (refused on its field, the dialog stays), then the right one. */
export async function confirmAfterAWrongPassword(user: User): Promise<void> {
  const dialog = await typePassword(user, WRONG_PASSWORD);
  expect(await within(dialog).findByText(profileMessages.wrongCurrentPassword)).toBeTruthy();
  await typePassword(user, RIGHT_PASSWORD);
  await passwordDialogGone();
}

/** Escape closes the dialog: nothing was confirmed, and the screen says so (`says`: in its own words). */
export async function cancelPasswordDialog(user: User, says: string = labels.stepUp.notConfirmed): Promise<void> {
  await passwordDialog();
  await user.keyboard('{Escape}');
  await passwordDialogGone();
  expect((await screen.findAllByText(says)).length).toBeGreaterThan(0);
}
