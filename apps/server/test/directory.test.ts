import { Readable } from 'node:stream';
import { beforeEach, expect, it } from 'vitest';
import { directoryMessages, type DirectoryAnswer } from '@portal/shared';
import { rppsLines } from '../src/directory/generate.ts';
import { importRpps } from '../src/directory/import.ts';
import { DEMO_PRACTITIONERS } from '../src/seed/directory.ts';
import { jobPlaceIds } from '../src/seed/reference-data.ts';
import { describePortal } from './support/harness.ts';

const sameName = (lastName: string, firstName: string, rpps: string) => ({
  ...DEMO_PRACTITIONERS[0]!,
  lastName,
  firstName,
  rpps,
});

describePortal('directory search (GET /api/signup/)', (portal) => {
  beforeEach(async () => {
    const practitioners = [
      ...DEMO_PRACTITIONERS,
      sameName('Dubois-Martin', 'Claire', '10000000017'),
      sameName('Duboisier', 'Anne', '10000000025'),
      sameName('Dubois', 'Clairette', '10000000033'),
    ];
    const text = [...rppsLines({ lines: 400, practitioners })].join('\n');
    await importRpps({ db: portal.db, input: Readable.from([Buffer.from(text)]) });
  });

  const search = async (query: string) => {
    const response = await portal.browser().get(`/api/signup/?${query}`);
    return { status: response.statusCode, body: response.json<DirectoryAnswer & { message?: string }>() };
  };

  it('refuses a search without any filter with the spec message', async () => {
    for (const query of ['', 'page=0&rowsPerPage=8', 'lastName=&firstName=%20&rpps=']) {
      expect(await search(query)).toMatchObject({ status: 400, body: { message: directoryMessages.filterRequired } });
    }
  });

  it('finds a doctor by name prefix, whatever the case and accents, exact names first', async () => {
    const { status, body } = await search('lastName=DUBOÎS&firstName=claire');
    expect(status).toBe(200);
    expect(body.count).toBe(3);
    expect(body.rows.map((row) => [row.lastName, row.firstName])).toEqual([
      ['DUBOIS', 'Claire'],
      ['DUBOIS', 'Clairette'],
      ['DUBOIS-MARTIN', 'Claire'],
    ]);
    expect(body.rows[0]).toEqual({
      asipDoctorId: '810003456786',
      civilTitle: 'MME',
      firstName: 'Claire',
      lastName: 'DUBOIS',
      rpps: '10003456786',
      // The demo doctor has an account already: she cannot sign up again.
      hasAccount: true,
      // Her workplace's FINESS number is the demo job place's: sign-up suggests it first.
      jobPlaces: [
        {
          label: 'CLINIQUE DU PARC',
          city: 'Lyon',
          zipcode: expect.any(String),
          finess: '690102348',
          jobPlaceId: jobPlaceIds.cliniqueDuParc,
        },
      ],
    });
  });

  it('says which practitioners have an account already, and nothing of that account', async () => {
    const { body } = await search('lastName=fontaine');
    expect(body.rows.find((row) => row.rpps === '10005678908')).toMatchObject({ hasAccount: false });
    const [claire] = (await search('rpps=10003456786')).body.rows;
    expect(claire).toMatchObject({ hasAccount: true });
    expect(JSON.stringify(claire)).not.toMatch(/@/);
  });

  it('finds by RPPS prefix, combines filters with AND and answers an empty page when nothing matches', async () => {
    expect((await search('rpps=1000456')).body.rows).toMatchObject([{ firstName: 'Hugo', lastName: 'GIRARD' }]);
    expect((await search('rpps=1000456&lastName=dubois')).body).toEqual({ rows: [], count: 0 });
    expect((await search('rpps=abc')).body).toEqual({ rows: [], count: 0 });
  });

  it('pages 0-based and caps the page size at 50', async () => {
    const first = (await search('lastName=dubois&firstName=clair&rowsPerPage=2')).body;
    const second = (await search('lastName=dubois&firstName=clair&rowsPerPage=2&page=1')).body;
    expect(first.count).toBe(3);
    expect(first.rows.map((row) => row.firstName)).toEqual(['Claire', 'Clairette']);
    expect(second).toMatchObject({ count: 3, rows: [{ lastName: 'DUBOIS-MARTIN' }] });
    const all = (await search('rpps=1&rowsPerPage=500')).body;
    expect(all.rows).toHaveLength(50);
    expect(all.count).toBeGreaterThan(50);
    expect((await search('lastName=dubois&page=-1')).status).toBe(400);
  });
});
