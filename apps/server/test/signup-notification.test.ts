import { createServer } from 'node:net';
import { expect, it } from 'vitest';
import { NOTIFICATION_FAILED, signupMessages } from '@portal/shared';
import { describePortal } from './support/harness.ts';
import { doctorForm, signUp, signupTestConfig, validateAddress } from './signup-support.ts';

const EMAIL = 'sans.notification@exemple.fr';

/** A local port nobody listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describePortal(
  'sign-up when the administrators cannot be told',
  (portal) => {
    it('keeps the account and answers 200 NOTIFICATION_FAILED with a French message', async () => {
      const browser = portal.browser();
      const id = await validateAddress(browser, portal.mail, EMAIL);
      portal.config.mail.smtp_url = `smtp://127.0.0.1:${await closedPort()}`;
      try {
        const response = await signUp(browser, doctorForm(EMAIL, id));
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json()).toEqual({ code: NOTIFICATION_FAILED, message: signupMessages.notificationFailed });
      } finally {
        portal.config.mail.smtp_url = portal.mail.url;
      }
      const user = await portal.accounts.findUserByEmail(EMAIL);
      expect(user).toMatchObject({ activated: false });
    });
  },
  { configure: signupTestConfig },
);
