import type { FastifyInstance } from 'fastify';
import type { RouteContext } from './context.ts';

/** Sign-up: captcha, e-mail validation and account creation (spec: /captcha, /api/emails, POST /api/signup). */
export function signupRoutes(_app: FastifyInstance, _context: RouteContext) {}
