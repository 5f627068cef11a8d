/**
 * What was seen 6: authorization codes and refresh tokens were consumed at the end of the request
 * (`oidc/request-writes.ts`), so two redemptions at once could both succeed. Each round here
 * redeems one code, or one refresh token, twice at once and counts the successes: exactly one;
 * the other is `invalid_grant`, and it revokes the grant (the winner's new tokens stop working).
 */
import { expect, it } from 'vitest';
import { oauthErrorMessages, oauthText } from '@portal/shared';
import type { Response } from '../support/browser.ts';
import { signIn } from '../support/flows.ts';
import { demo, describePortal } from '../support/harness.ts';
import { DEMO, refresh, tokenRequest, tokensFor, type Tokens } from '../oidc-standards/support.ts';
import { openClientApp } from '../support/flows.ts';
import { userinfoStatus } from '../credentials-and-abuse/support.ts';

const ROUNDS = 20;
const OFFLINE = { scope: 'openid email offline_access', prompt: 'consent' };

/** The one success of a pair of answers, after checking the other is a French `invalid_grant`. */
function onlySuccess(answers: Response[], round: number): Tokens {
  const successes = answers.filter((answer) => answer.statusCode === 200);
  expect(successes, `round ${round}: ${answers.map((answer) => answer.body).join(' | ')}`).toHaveLength(1);
  const refused = answers.find((answer) => answer.statusCode !== 200)!;
  expect(refused.statusCode, `round ${round}`).toBe(400);
  expect(refused.json(), `round ${round}`).toEqual({
    error: 'invalid_grant',
    error_description: oauthText(oauthErrorMessages.invalid_grant),
  });
  return successes[0]!.json<Tokens>();
}

describePortal('What was seen 6: two redemptions at once', (portal) => {
  it(`redeems an authorization code once when it is presented twice at once (${ROUNDS} rounds)`, async () => {
    const browser = portal.browser();
    await signIn(browser, portal.mail, demo('medecin'));
    for (let round = 1; round <= ROUNDS; round++) {
      const opened = await openClientApp(browser, DEMO.id, DEMO.redirectUri);
      const code = new URL(opened.location).searchParams.get('code');
      expect(code, opened.location).toBeTruthy();
      const redeem = () =>
        tokenRequest(portal, DEMO, {
          grant_type: 'authorization_code',
          code: code!,
          redirect_uri: DEMO.redirectUri,
          code_verifier: opened.verifier,
        });
      const winner = onlySuccess(await Promise.all([redeem(), redeem()]), round);
      // A code presented twice was stolen: what the first redemption got ends with the grant.
      expect(await userinfoStatus(portal, winner.access_token), `round ${round}`).toBe(401);
      expect((await redeem()).statusCode, `round ${round}: a later redemption`).toBe(400);
    }
  });

  it(`renews with a refresh token once when it is presented twice at once, and ends its grant (${ROUNDS} rounds)`, async () => {
    const browser = portal.browser();
    await signIn(browser, portal.mail, demo('medecin'));
    for (let round = 1; round <= ROUNDS; round++) {
      const tokens = await tokensFor(portal, browser, DEMO, OFFLINE);
      expect(tokens.refresh_token, `round ${round}`).toBeTruthy();
      const renewed = onlySuccess(
        await Promise.all([refresh(portal, DEMO, tokens.refresh_token!), refresh(portal, DEMO, tokens.refresh_token!)]),
        round,
      );
      // The second redemption revoked the whole grant, the first one's new tokens too.
      expect((await refresh(portal, DEMO, renewed.refresh_token!)).statusCode, `round ${round}`).toBe(400);
      expect(await userinfoStatus(portal, renewed.access_token), `round ${round}`).toBe(401);
      expect(await userinfoStatus(portal, tokens.access_token), `round ${round}`).toBe(401);
    }
  });
});
