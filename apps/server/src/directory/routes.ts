/**
 * The practitioner directory search (spec: GET /api/signup/): public, as sign-up is. Answers
 * `{ rows, count }` (an empty page is not an error: the browser shows the no-result message);
 * 400 with the spec's message when no filter is filled.
 */
import { z } from 'zod';
import {
  DIRECTORY_MAX_ROWS_PER_PAGE,
  DIRECTORY_ROWS_PER_PAGE,
  directoryMessages,
  hasDirectoryFilter,
} from '@portal/shared';
import type { App } from '../http/app.ts';
import { badRequest } from '../http/errors.ts';
import { perIpLimit } from '../http/per-ip-limit.ts';
import type { RateLimiter } from '../security/rate-limiter.ts';
import type { DirectoryRepository } from './repository.ts';

const name = z.string().max(100).optional();
const directoryQuery = z.object({
  firstName: name,
  lastName: name,
  rpps: z.string().max(20).optional(),
  // 0-based, as MUI's TablePagination counts (the spec does not say).
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  // Capped rather than refused: a larger page is served at the maximum size.
  rowsPerPage: z.coerce
    .number()
    .int()
    .min(1)
    .default(DIRECTORY_ROWS_PER_PAGE)
    .transform((rows) => Math.min(rows, DIRECTORY_MAX_ROWS_PER_PAGE)),
});

export function directoryRoutes(
  app: App,
  { directory, limiter }: { directory: DirectoryRepository; limiter: RateLimiter },
) {
  const limited = { preValidation: perIpLimit(limiter, 'search_per_ip') };
  app.get('/api/signup/', { ...limited, schema: { querystring: directoryQuery } }, async (request) => {
    if (!hasDirectoryFilter(request.query)) throw badRequest(directoryMessages.filterRequired);
    return directory.search(request.query);
  });
}
