import { pino } from 'pino';
import type { FastifyBaseLogger } from 'fastify';

/** JSON logs (pino), typed as Fastify's logger so one instance serves the app and the services. */
export type Logger = FastifyBaseLogger;

export const createLogger = (level = process.env.LOG_LEVEL ?? 'info'): Logger => pino({ level });
