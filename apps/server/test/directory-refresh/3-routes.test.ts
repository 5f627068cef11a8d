/**
 * Issue 37, point 3: the refresh's calls are a super administrator's only, refuse what they should
 * in French (a visitor, a centre's administrator, a forged call, an unknown or malformed id, a
 * second refresh while one runs or waits, a portal without a source), and never answer 500.
 */
import { beforeEach, expect, it } from 'vitest';
import { adminMessages, directoryRefreshMessages, httpMessages, type DirectoryRefreshStarted } from '@portal/shared';
import { expectRefusal, signedIn } from '../admin/support.ts';
import { describePortal } from '../support/harness.ts';
import {
  extractsFolder,
  forgetRefreshes,
  listRefreshes,
  loadDirectory,
  practitioners,
  REFRESHES,
  renamed,
  settled,
  writeExtract,
} from './support.ts';

const folder = extractsFolder();
const live = practitioners(100);

describePortal(
  'directory refresh: its calls',
  (portal) => {
    beforeEach(async () => {
      await forgetRefreshes(portal);
      await loadDirectory(portal, live);
    });

    it('answers a visitor 401 and a centre’s administrator 403, and refuses a forged call', async () => {
      const visitor = portal.browser();
      expect((await visitor.get(REFRESHES, { accept: 'application/json' })).statusCode).toBe(401);
      expect((await visitor.json('POST', REFRESHES, {})).statusCode).toBe(401);
      const lyon = await signedIn(portal, 'admin.lyon');
      expectRefusal(await lyon.get(REFRESHES, { accept: 'application/json' }), 403, adminMessages.superAdminOnly);
      expectRefusal(await lyon.json('POST', REFRESHES, {}), 403, adminMessages.superAdminOnly);
      const someId = '00000000-0000-4000-8000-000000000000';
      expectRefusal(await lyon.json('POST', `${REFRESHES}/${someId}/confirm`, {}), 403, adminMessages.superAdminOnly);
      const superAdmin = await signedIn(portal, 'superadmin');
      expectRefusal(await superAdmin.json('POST', REFRESHES, {}, { xsrf: false }), 403, httpMessages.xsrfRefused);
      expect((await listRefreshes(superAdmin)).current).toBeNull();
    });

    it('answers 404 for an unknown or malformed id, 400 for an overlong one or a NUL byte, never 500', async () => {
      const superAdmin = await signedIn(portal, 'superadmin');
      for (const id of ['00000000-0000-4000-8000-000000000000', 'x', "'%3B--", '%C3%A9t%C3%A9']) {
        for (const decision of ['confirm', 'abandon']) {
          expectRefusal(
            await superAdmin.json('POST', `${REFRESHES}/${id}/${decision}`, {}),
            404,
            directoryRefreshMessages.unknown,
          );
        }
      }
      const overlong = await superAdmin.json('POST', `${REFRESHES}/${'a'.repeat(65)}/confirm`, {});
      expectRefusal(overlong, 400);
      // A NUL byte is refused before any route, in French.
      expectRefusal(await superAdmin.json('POST', `${REFRESHES}/1%00/confirm`, {}), 400);
      expect((await superAdmin.json('POST', `${REFRESHES}/x/confirm`, 'not json')).statusCode).toBeLessThan(500);
    });

    it('refuses a second refresh while one runs, and while one awaits confirmation', async () => {
      await writeExtract(folder, renamed(live, 10));
      const superAdmin = await signedIn(portal, 'superadmin');
      const answers = await Promise.all([0, 1, 2].map(() => superAdmin.json('POST', REFRESHES, {})));
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([202, 409, 409]);
      for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
        expect(refused.json()).toMatchObject({ message: directoryRefreshMessages.alreadyRunning });
      }
      const started = answers.find((answer) => answer.statusCode === 202)!.json<DirectoryRefreshStarted>();
      expect(await settled(superAdmin, started.id)).toMatchObject({ state: 'awaitingConfirmation' });
      expectRefusal(await superAdmin.json('POST', REFRESHES, {}), 409, directoryRefreshMessages.alreadyRunning);
      const { current, recent } = await listRefreshes(superAdmin);
      expect(current?.id).toBe(started.id);
      expect(recent).toEqual([]);
    });
  },
  { configure: (config) => void (config.directory.refresh.source = folder) },
);

describePortal('directory refresh: no source configured', (portal) => {
  it('says no source is configured, and starts nothing', async () => {
    const superAdmin = await signedIn(portal, 'superadmin');
    expect(await listRefreshes(superAdmin)).toEqual({ configured: false, current: null, recent: [] });
    expectRefusal(await superAdmin.json('POST', REFRESHES, {}), 409, directoryRefreshMessages.noSource);
    expect(await listRefreshes(superAdmin)).toEqual({ configured: false, current: null, recent: [] });
  });
});
