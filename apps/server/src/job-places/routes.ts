/**
 * Professions, job places and admin sites (spec section 7, `/api/jobs...`).
 * - `GET /api/jobs?onlyRppsJobs=true|false`: `[{ jobCode, jobLabel }]` by label.
 * - `GET /api/jobs/places?label&zipcode&city&page&rowsPerPage&suggestedJobPlaceIds`: `{ rows, count }`;
 *   label: every word contained, city and zipcode: prefix, all ignoring case and accents;
 *   `page` starts at 0; `rowsPerPage` 5, 10 (default), 20 or 50; the suggested job places (ids,
 *   comma-separated or repeated) that match come first.
 * - `GET /api/jobs/adminSites/` (with or without slash): the admin sites still in use, by label.
 */
import { z } from 'zod';
import {
  JOB_PLACE_PAGE_SIZES,
  JOB_PLACE_ROWS_PER_PAGE,
  MAX_SUGGESTED_JOB_PLACES,
  isUuid,
  jobPlacesMessages as m,
} from '@portal/shared';
import type { App } from '../http/app.ts';
import { perIpLimit } from '../http/per-ip-limit.ts';
import type { RateLimiter } from '../security/rate-limiter.ts';
import type { JobPlacesRepository } from './repository.ts';

/** A query value given once, repeated (array) or comma-separated, as a list. */
const list = (value: unknown) =>
  (Array.isArray(value) ? value : [value])
    .filter((item): item is string => typeof item === 'string')
    .flatMap((item) => item.split(','))
    .map((item) => item.trim())
    .filter(Boolean);

/** A text filter: the first value when repeated, trimmed. */
const text = (max: number, message: string) =>
  z.preprocess(
    (v) => (Array.isArray(v) ? v[0] : v),
    z
      .string({ message })
      .max(max, { message })
      .optional()
      .transform((value) => value?.trim()),
  );

const jobsQuery = z.object({ onlyRppsJobs: z.enum(['true', 'false'], { message: m.onlyRppsJobsInvalid }).optional() });

const jobPlacesQuery = z.object({
  label: text(200, m.labelTooLong),
  zipcode: text(5, m.zipcodeInvalid).refine((v) => !v || /^\d+$/.test(v), { message: m.zipcodeInvalid }),
  city: text(100, m.cityTooLong),
  page: z.coerce
    .number({ message: m.pageInvalid })
    .int({ message: m.pageInvalid })
    .min(0, { message: m.pageInvalid })
    .max(100_000, { message: m.pageTooLarge })
    .default(0),
  rowsPerPage: z.coerce
    .number({ message: m.rowsPerPageInvalid })
    .refine((v) => (JOB_PLACE_PAGE_SIZES as readonly number[]).includes(v), { message: m.rowsPerPageInvalid })
    .default(JOB_PLACE_ROWS_PER_PAGE),
  suggestedJobPlaceIds: z.preprocess(
    list,
    z
      .array(
        z
          .string()
          .refine(isUuid, { message: m.jobPlaceIdInvalid })
          .transform((id) => id.toLowerCase()),
      )
      .max(MAX_SUGGESTED_JOB_PLACES, { message: m.tooManySuggested }),
  ),
});

export function jobPlacesRoutes(
  app: App,
  { jobPlaces, limiter }: { jobPlaces: JobPlacesRepository; limiter: RateLimiter },
) {
  const limited = { preValidation: perIpLimit(limiter, 'search_per_ip') };
  app.get('/api/jobs', { schema: { querystring: jobsQuery } }, async (request) =>
    jobPlaces.listJobs(request.query.onlyRppsJobs === 'true'),
  );

  app.get('/api/jobs/places', { ...limited, schema: { querystring: jobPlacesQuery } }, async (request) =>
    jobPlaces.searchJobPlaces(request.query),
  );

  for (const path of ['/api/jobs/adminSites', '/api/jobs/adminSites/']) {
    app.get(path, async () => jobPlaces.listAdminSites());
  }
}
