import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badRequest } from '../errors.ts';
import { establishmentsRepository } from '../establishments/repository.ts';
import type { RouteContext } from './context.ts';

/** Page sizes of the workplace table (spec section 9). */
export const PLACE_PAGE_SIZES = [5, 10, 20, 50] as const;
const MAX_SUGGESTED = 50;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A query value given once, repeated (array) or comma-separated, as a list. */
const list = (value: unknown) =>
  (Array.isArray(value) ? value : [value])
    .filter((item): item is string => typeof item === 'string')
    .flatMap((item) => item.split(','))
    .map((item) => item.trim())
    .filter(Boolean);

const text = (max: number, message: string) =>
  z.preprocess((v) => (Array.isArray(v) ? v[0] : v), z.string({ message }).max(max, { message }).optional());

const jobsQuery = z.object({
  onlyRppsJobs: z.enum(['true', 'false'], { message: 'onlyRppsJobs doit valoir true ou false.' }).optional(),
});

const placesQuery = z.object({
  label: text(200, 'Le nom de l’établissement est trop long.'),
  zipcode: text(5, 'Le code postal doit contenir au plus 5 chiffres.').refine((v) => !v || /^\d+$/.test(v.trim()), {
    message: 'Le code postal doit contenir au plus 5 chiffres.',
  }),
  city: text(100, 'Le nom de la ville est trop long.'),
  page: z.coerce
    .number({ message: 'La page doit être un entier positif ou nul.' })
    .int({ message: 'La page doit être un entier positif ou nul.' })
    .min(0, { message: 'La page doit être un entier positif ou nul.' })
    .max(100_000, { message: 'La page demandée est trop grande.' })
    .default(0),
  rowsPerPage: z.coerce
    .number({ message: 'Le nombre de lignes par page doit valoir 5, 10, 20 ou 50.' })
    .refine((v) => (PLACE_PAGE_SIZES as readonly number[]).includes(v), {
      message: 'Le nombre de lignes par page doit valoir 5, 10, 20 ou 50.',
    })
    .default(10),
  suggestedJobPlaceIds: z.preprocess(
    list,
    z
      .array(z.string().regex(UUID, { message: 'Identifiant de lieu d’exercice invalide.' }))
      .max(MAX_SUGGESTED, { message: 'Trop de lieux d’exercice suggérés.' }),
  ),
});

/**
 * Professions, establishments and pathology centres (spec: /api/jobs...).
 * - `GET /api/jobs?onlyRppsJobs=true|false`: `[{ jobCode, jobLabel }]` by label.
 * - `GET /api/jobs/places?label&zipcode&city&page&rowsPerPage&suggestedJobPlaceIds`: `{ rows, count }`;
 *   label: every word contained, city and zipcode: prefix, all ignoring case and accents;
 *   `page` starts at 0; `rowsPerPage` 5, 10 (default), 20 or 50; the suggested places (ids,
 *   comma-separated or repeated) that match come first.
 * - `GET /api/jobs/adminSites/` (with or without slash): the centres still in use, by label.
 */
export function establishmentRoutes(app: FastifyInstance, { db }: RouteContext) {
  const repository = establishmentsRepository({ db });

  app.get('/api/jobs', async (request) => {
    const parsed = jobsQuery.safeParse(request.query ?? {});
    if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Requête invalide.');
    return repository.listJobs(parsed.data.onlyRppsJobs === 'true');
  });

  app.get('/api/jobs/places', async (request) => {
    const parsed = placesQuery.safeParse(request.query ?? {});
    if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Requête invalide.');
    const { label, zipcode, city, ...paging } = parsed.data;
    return repository.searchPlaces({
      ...paging,
      label: label?.trim(),
      zipcode: zipcode?.trim(),
      city: city?.trim(),
      suggestedJobPlaceIds: paging.suggestedJobPlaceIds.map((id) => id.toLowerCase()),
    });
  });

  for (const path of ['/api/jobs/adminSites', '/api/jobs/adminSites/']) {
    app.get(path, async () => repository.listAdminSites());
  }
}
