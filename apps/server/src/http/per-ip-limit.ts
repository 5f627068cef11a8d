import type { FastifyRequest } from 'fastify';
import { messages } from '@portal/shared';
import type { PerIpLimit, RateLimiter } from '../security/rate-limiter.ts';
import { tooManyRequests } from './errors.ts';

/**
 * A guard for public calls (searches): a few per IP and window, then 429 with the spec's message.
 * The limiter counts `request.ip` by its network (an IPv6 /64 once, `security/ip-subject.ts`).
 */
export function perIpLimit(limiter: RateLimiter, name: PerIpLimit) {
  return async (request: FastifyRequest) => {
    if (!(await limiter.allow(name, request.ip))) throw tooManyRequests(messages.tooManyRequests);
  };
}
