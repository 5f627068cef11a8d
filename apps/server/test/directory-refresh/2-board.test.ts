/**
 * Issue 37, point 3: once a refresh is applied, an account whose RPPS left the directory, or whose
 * names or civil title now differ from it, is on its centre's board (and only there), with the
 * directory's record beside the account's, and counts in the menu's total.
 */
import { beforeEach, expect, it } from 'vitest';
import type { AdminBoard, AdminWaiting } from '@portal/shared';
import { adminSiteIds, jobPlaceIds } from '../../src/seed/index.ts';
import { DEMO_PRACTITIONERS } from '../../src/seed/directory.ts';
import { lyonAccount, read, signedIn } from '../admin/support.ts';
import type { Browser } from '../support/browser.ts';
import { describePortal } from '../support/harness.ts';
import { extractsFolder, forgetRefreshes, loadDirectory, practitioners, refreshed, writeExtract } from './support.ts';

const folder = extractsFolder();
const live = practitioners(100);
const [struckOff, renamedOne, unchanged, parisStruckOff] = live;
const paris: { jobPlaceId: string; adminSiteId: string } = {
  jobPlaceId: jobPlaceIds.polycliniquePasteur,
  adminSiteId: adminSiteIds.paris,
};

describePortal(
  'directory refresh: the centre’s board',
  (portal) => {
    beforeEach(async () => {
      await forgetRefreshes(portal);
      await loadDirectory(portal, [...DEMO_PRACTITIONERS, ...live]);
    });

    const board = (admin: Browser) => read<AdminBoard>(admin, '/api/admin/board');
    const listed = async (admin: Browser) => (await board(admin)).directoryChanges.items.map((one) => one.userId);
    const lyon: { jobPlaceId: string; adminSiteId: string } = {
      jobPlaceId: jobPlaceIds.cliniqueDuParc,
      adminSiteId: adminSiteIds.lyon,
    };
    const account = async (practitioner: (typeof live)[number], jobPlaces: (typeof lyon)[] = [lyon]) => {
      const created = await lyonAccount(portal, {
        civilTitle: practitioner.civilTitle,
        firstName: practitioner.firstName,
        lastName: practitioner.lastName,
        rpps: practitioner.rpps,
        jobCode: '10',
        jobPlaces,
      });
      return created.userId;
    };

    it('lists, for its centre only, the account whose RPPS left and the one whose name changed', async () => {
      const leftId = await account(struckOff!);
      const renamedId = await account(renamedOne!);
      const unchangedId = await account(unchanged!);
      const parisId = await account(parisStruckOff!, [paris]);
      const lyonAdmin = await signedIn(portal, 'admin.lyon');
      const parisAdmin = await signedIn(portal, 'admin.paris');
      const before = await listed(lyonAdmin);
      for (const id of [leftId, renamedId, unchangedId]) expect(before).not.toContain(id);
      const waitingBefore = (await read<AdminWaiting>(lyonAdmin, '/api/admin/waiting')).total;

      const next = [...DEMO_PRACTITIONERS, ...live.filter((one) => one !== struckOff && one !== parisStruckOff)].map(
        (one) => (one === renamedOne ? { ...one, lastName: 'Ferrand-Morel' } : one),
      );
      await writeExtract(folder, next);
      expect(await refreshed(await signedIn(portal, 'superadmin'))).toMatchObject({
        state: 'applied',
        removed: 2,
        renamed: 1,
      });

      const lyonBoard = await board(lyonAdmin);
      const ids = lyonBoard.directoryChanges.items.map((one) => one.userId);
      expect(ids).toContain(leftId);
      expect(ids).toContain(renamedId);
      expect(ids).not.toContain(unchangedId);
      expect(ids).not.toContain(parisId);
      const left = lyonBoard.directoryChanges.items.find((one) => one.userId === leftId);
      expect(left?.rppsCheck).toMatchObject({
        rpps: struckOff!.rpps,
        directoryRecord: null,
        directoryCheck: 'unknown',
      });
      const changed = lyonBoard.directoryChanges.items.find((one) => one.userId === renamedId);
      expect(changed).toMatchObject({
        lastName: renamedOne!.lastName,
        rppsCheck: {
          directoryCheck: 'mismatch',
          directoryRecord: { rpps: renamedOne!.rpps, lastName: 'FERRAND-MOREL', firstName: renamedOne!.firstName },
        },
      });
      expect((await read<AdminWaiting>(lyonAdmin, '/api/admin/waiting')).total).toBe(waitingBefore + 2);

      const parisIds = await listed(parisAdmin);
      expect(parisIds).toContain(parisId);
      for (const id of [leftId, renamedId]) expect(parisIds).not.toContain(id);
    });
  },
  { configure: (config) => void (config.directory.refresh.source = folder) },
);
