import { Readable } from 'node:stream';
import { expect, it } from 'vitest';
import { importFiness } from '../src/job-places/import.ts';
import { finessBytes } from '../src/job-places/generate.ts';
import { adminSiteIds, jobPlaceIds } from '../src/seed/index.ts';
import { describePortal } from './support/harness.ts';

interface Place {
  jobPlaceId: string;
  label: string;
  zipcode: string;
  city: string;
  finess: string | null;
}

describePortal('job places API', (portal) => {
  const get = async (url: string) => {
    const response = await portal.app.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json() as unknown };
  };
  const places = async (query: string) => {
    const { status, body } = await get(`/api/jobs/places?${query}`);
    expect(status).toBe(200);
    return body as { rows: Place[]; count: number };
  };

  it('lists professions by label, all or RPPS only', async () => {
    const all = (await get('/api/jobs')).body as { jobCode: string; jobLabel: string }[];
    expect(all.map((job) => job.jobLabel)).toContain('Secrétaire médicale');
    expect(all.slice(0, 3).map((job) => job.jobLabel)).toEqual([
      'Assistant dentaire',
      'Assistant(e) de cabinet',
      'Audioprothésiste',
    ]);
    expect(all.findIndex((job) => job.jobLabel === 'Épithésiste' || job.jobLabel === 'Epithésiste')).toBeLessThan(
      all.findIndex((job) => job.jobLabel === 'Ergothérapeute'),
    );
    const rpps = (await get('/api/jobs?onlyRppsJobs=true')).body as { jobCode: string }[];
    expect(rpps).toHaveLength(24);
    expect(rpps.map((job) => job.jobCode)).not.toContain('SEC');
    expect((await get('/api/jobs?onlyRppsJobs=false')).body).toEqual(all);
    expect(await get('/api/jobs?onlyRppsJobs=oui')).toEqual({
      status: 400,
      body: { message: 'onlyRppsJobs doit valoir true ou false.', code: 'VALIDATION' },
    });
  });

  it('lists the pathology centres still in use, with or without the trailing slash', async () => {
    const { status, body } = await get('/api/jobs/adminSites/');
    expect(status).toBe(200);
    const sites = body as { adminSiteId: string; label: string; deprecated: boolean }[];
    expect(sites.map((site) => site.label)).toEqual([
      'Centre d’anatomopathologie de Marseille',
      'Centre de pathologie Lyon Est',
      'Institut de pathologie Paris Sud',
      'Laboratoire de pathologie Bordeaux Rive Gauche',
    ]);
    expect(sites.map((site) => site.adminSiteId)).not.toContain(adminSiteIds.lyonNord);
    expect(sites[0]).toMatchObject({ zipcode: '13005', city: 'Marseille', finess: '130009129', deprecated: false });
    expect((await get('/api/jobs/adminSites')).body).toEqual(sites);
  });

  it('searches places ignoring case and accents: words of the label, zipcode and city prefixes', async () => {
    await importFiness(portal.db, Readable.from(finessBytes({ lines: 200, seed: 11 })));
    const clinics = await places('label=CLINIQUE%20du&rowsPerPage=50');
    expect(clinics.count).toBeGreaterThan(2);
    expect(clinics.rows.map((row) => row.label)).toContain('Clinique du Parc');
    expect(clinics.rows.every((row) => /clinique/i.test(row.label) && / du /i.test(` ${row.label} `))).toBe(true);
    const accents = await places(`label=${encodeURIComponent('croix rousse')}`);
    expect(accents.rows.map((row) => row.jobPlaceId)).toContain(jobPlaceIds.cabinetCroixRousse);
    const cedres = await places(`label=${encodeURIComponent('CEDRES')}&rowsPerPage=50`);
    expect(cedres.count).toBeGreaterThan(0);
    expect(cedres.rows.every((row) => /cèdres/i.test(row.label))).toBe(true);
    const lyon = await places('zipcode=690&city=ly&rowsPerPage=50');
    expect(lyon.rows.every((row) => row.zipcode.startsWith('690') && /^ly/i.test(row.city))).toBe(true);
    expect(lyon.rows.map((row) => row.jobPlaceId)).toContain(jobPlaceIds.cliniqueDuParc);
    const corsica = await places('zipcode=20000&rowsPerPage=50');
    expect(corsica.rows.every((row) => /^2A/.test(row.finess ?? ''))).toBe(true);
    expect(await places('label=zzzz')).toEqual({ rows: [], count: 0 });
  });

  it('pages from 0, sorted by label, with the suggested places first', async () => {
    const all = await places('rowsPerPage=5');
    expect(all.count).toBe(5);
    expect(all.rows.map((row) => row.label)).toEqual([
      'Cabinet médical de la Croix-Rousse',
      'Clinique du Parc',
      'Clinique du Vieux-Port',
      'Maison de santé des Chartrons',
      'Polyclinique Pasteur',
    ]);
    expect(Object.keys(all.rows[0] ?? {}).sort()).toEqual([
      'address',
      'city',
      'finess',
      'jobPlaceId',
      'label',
      'siret',
      'zipcode',
    ]);
    // The sign-up screen sends every parameter, empty ones included.
    expect(await places('label=&zipcode=&city=&page=0&rowsPerPage=10&suggestedJobPlaceIds=')).toEqual(await places(''));
    const second = await places('page=1&rowsPerPage=5');
    expect(second).toEqual({ rows: [], count: 5 });
    const suggested = `${jobPlaceIds.polycliniquePasteur},${jobPlaceIds.maisonChartrons}`;
    const first = await places(`suggestedJobPlaceIds=${suggested}`);
    expect(first.rows.map((row) => row.label).slice(0, 3)).toEqual([
      'Maison de santé des Chartrons',
      'Polyclinique Pasteur',
      'Cabinet médical de la Croix-Rousse',
    ]);
    const repeated = await places(
      `suggestedJobPlaceIds=${jobPlaceIds.polycliniquePasteur}&suggestedJobPlaceIds=${jobPlaceIds.maisonChartrons}`,
    );
    expect(repeated).toEqual(first);
  });

  it('answers 400 with a French message on bad paging or filters', async () => {
    for (const [query, message] of [
      ['rowsPerPage=7', 'Le nombre de lignes par page doit valoir 5, 10, 20 ou 50.'],
      ['rowsPerPage=abc', 'Le nombre de lignes par page doit valoir 5, 10, 20 ou 50.'],
      ['page=-1', 'La page doit être un entier positif ou nul.'],
      ['page=1.5', 'La page doit être un entier positif ou nul.'],
      ['zipcode=abc', 'Le code postal doit contenir au plus 5 chiffres.'],
      ['suggestedJobPlaceIds=42', 'Identifiant de lieu d’exercice invalide.'],
      [`label=${'a'.repeat(201)}`, 'Le nom de l’établissement est trop long.'],
    ]) {
      expect(await get(`/api/jobs/places?${query}`)).toEqual({ status: 400, body: { message, code: 'VALIDATION' } });
    }
  });
});
