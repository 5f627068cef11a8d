import type { FastifyInstance } from 'fastify';
import type { RouteContext } from './context.ts';

/** The practitioner directory search (spec: GET /api/signup/). */
export function directoryRoutes(_app: FastifyInstance, _context: RouteContext) {}
