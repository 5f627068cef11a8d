/**
 * What was seen 2: `POST /api/emails/send-otp` accepted `k1,victime@exemple-victime.fr`,
 * `k2<victime@exemple-victime.fr>` and `k3;victime@exemple-victime.fr` (200), and the code mails
 * reached `victime@…`: the address rule let `,` `;` `<` `>` through and nodemailer read the string
 * as a list. Per-IP limits keyed on the whole IPv6 address (a /64 is endless addresses). Now one
 * rule refuses them in every call that takes an address, the mailer sends one message to one
 * recipient, and a per-IP limit counts a /64 (and an IPv4-mapped address as its IPv4) once.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { messages, TOO_MANY_REQUESTS } from '@portal/shared';
import { startSignIn, submitPassword } from '../support/flows.ts';
import { demo, describePortal } from '../support/harness.ts';
import type { Browser, Response } from '../support/browser.ts';
import { signedIn } from '../profile-support.ts';
import { doctorForm, sendCode, signupTestConfig } from '../signup-support.ts';
import { visitor } from '../credentials-and-abuse/support.ts';

const VICTIM = 'victime@exemple-victime.fr';
const SEEN = [`k1,${VICTIM}`, `k2<${VICTIM}>`, `k3;${VICTIM}`];
/** The same trick with every other character nodemailer's address parser reads as syntax. */
const MORE = [
  `k4:${VICTIM};`,
  `"k5"${VICTIM}`,
  `k6 ${VICTIM}`,
  `k7\t${VICTIM}`,
  `k8\r\n${VICTIM}`,
  `k9\u00a0${VICTIM}`,
  `(k10)${VICTIM}`,
  `k11\\${VICTIM}`,
  `k12@[${VICTIM}]`,
  `k13>${VICTIM}`,
];

/** The French message of a JSON answer; none for a redirect or a page. */
function messageOf(response: Response): string | undefined {
  try {
    return response.json<{ message?: string }>().message;
  } catch {
    return undefined;
  }
}

/** Every recipient the SMTP server was given, envelope and `To` header alike. */
const recipients = (portal: { mail: { messages: readonly { to: string[]; headerTo: string[] }[] } }) =>
  portal.mail.messages.flatMap((mail) => [...mail.to, ...mail.headerTo]);

describePortal(
  'What was seen 2: one request, several recipients',
  (portal) => {
    it('send-otp answers a French 400 to k1,victime@…, k2<victime@…> and k3;victime@…, and mails no one', async () => {
      const browser = portal.browser();
      const answers = [];
      for (const address of [...SEEN, ...MORE]) {
        const answer = await sendCode(browser, address);
        answers.push([address, answer.statusCode, answer.json<{ message?: string }>().message]);
      }
      expect(recipients(portal)).toEqual([]);
      expect(answers).toEqual([...SEEN, ...MORE].map((address) => [address, 400, messages.emailInvalid]));
    });

    it('refuses the same separators in every other call that takes an address', async () => {
      const browser = await visitor(portal);
      const signedInBrowser = await signedIn(portal, 'medecin');
      const profile = { email: demo('medecin'), isPrincipal: true, clientApps: [] };
      const signingIn = portal.browser();
      const { interactionId } = await startSignIn(signingIn);
      portal.mail.clear();

      for (const address of SEEN) {
        const answers = {
          verify: await browser.json('POST', '/api/emails/verify-otp', {
            otp: '123456789',
            email: address,
            emailValidationId: randomUUID(),
          }),
          reset: await browser.json('POST', '/api/password/send-newPassword', { email: address }),
          signUp: await browser.json('POST', '/api/signup', doctorForm(address, randomUUID())),
          profile: await signedInBrowser.json('PATCH', '/api/users/me', {
            emails: [profile, { email: address, isPrincipal: false, clientApps: [], emailValidationId: randomUUID() }],
          }),
          bind: await signedInBrowser.json(
            'PATCH',
            `/api/users/me/emails/${encodeURIComponent(address)}/bind-client-app`,
            { appClientId: 'agenda' },
          ),
          signIn: await signingIn.postForm(`/oidc/interaction/${interactionId}/login`, {
            prompt: 'login',
            login: address,
            password: 'Mauvais-Mot-1!',
          }),
        };
        for (const [call, answer] of Object.entries(answers)) {
          expect([address, call, answer.statusCode, messageOf(answer)]).toEqual([
            address,
            call,
            400,
            messages.emailInvalid,
          ]);
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(recipients(portal)).toEqual([]);
    });

    it('sends a notice to several administrators as one message each, to one recipient', async () => {
      const browser = portal.browser();
      const { interactionId } = await startSignIn(browser);
      await submitPassword(browser, interactionId, demo('medecin'));
      const asked = await browser.json('POST', '/otp/ask-for-support', { phoneNumber: '0612345678' });
      expect(asked.statusCode).toBe(200);
      const admins = [demo('admin.lyon'), demo('superadmin')];
      for (const admin of admins) await portal.mail.waitFor(admin, /Demande d'assistance/);
      const notices = portal.mail.messages.filter((mail) => /Demande d'assistance/.test(mail.subject));
      expect(notices.map((mail) => [mail.to, mail.headerTo]).sort()).toEqual(
        admins.map((admin) => [[admin], [admin]]).sort(),
      );
    });
  },
  { configure: signupTestConfig },
);

/** A call from `ip`, as the proxy in front of the portal says it (`X-Forwarded-For`). */
const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });

async function searches(browser: Browser, ips: string[]): Promise<number[]> {
  const statuses: number[] = [];
  for (const ip of ips) {
    statuses.push(
      (await browser.get('/api/signup/?lastName=Martin', { accept: 'application/json', ...from(ip) })).statusCode,
    );
  }
  return statuses;
}

describePortal(
  'What was seen 2: a per-IP limit and an IPv6 /64',
  (portal) => {
    it('counts two addresses of one IPv6 /64 as one, and another /64 apart', async () => {
      const browser = portal.browser();
      expect(await searches(browser, ['2001:db8:85a3:8d3::1', '2001:db8:85a3:8d3:ffff:ffff:ffff:ffff'])).toEqual([
        200, 200,
      ]);
      expect(await searches(browser, ['2001:0db8:85a3:08d3:1:2:3:4', '2001:db8:85a3:8d4::1'])).toEqual([429, 200]);
    });

    it('counts an IPv4-mapped IPv6 address as its IPv4', async () => {
      const browser = portal.browser();
      expect(await searches(browser, ['198.51.100.7', '::ffff:198.51.100.7', '::ffff:c633:6407'])).toEqual([
        200, 200, 429,
      ]);
    });

    it('counts the sign-up code sends of one /64 once, whatever address is typed', async () => {
      const browser = await visitor(portal);
      const send = (ip: string, i: number) =>
        browser.json(
          'POST',
          '/api/emails/send-otp',
          { email: `adresse${i}@exemple.fr`, emailValidationId: randomUUID(), captchaPayload: '' },
          from(ip),
        );
      const answers = [];
      for (const [i, ip] of ['2001:db8:1:2::a', '2001:db8:1:2::b', '2001:db8:1:2:3::c'].entries())
        answers.push(await send(ip, i));
      expect(answers.map((answer) => answer.statusCode)).toEqual([400, 400, 400]);
      expect(answers.at(-1)!.body).toBe(TOO_MANY_REQUESTS);
    });
  },
  {
    configure(config) {
      config.security.trust_proxy = 1;
      config.security.rate_limits.search_per_ip = { max: 2, window_seconds: 60 };
      config.signup.rate_limits.send_per_ip = { max: 2, window_seconds: 600 };
    },
  },
);
