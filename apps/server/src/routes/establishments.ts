import type { FastifyInstance } from 'fastify';
import type { RouteContext } from './context.ts';

/** Professions, establishments and pathology centres (spec: /api/jobs...). */
export function establishmentRoutes(_app: FastifyInstance, _context: RouteContext) {}
