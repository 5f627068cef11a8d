import type { PscInitAnswer } from '@portal/shared';
import { ApiError, api } from '../api/api.ts';

/**
 * What a Pro Santé Connect journey is for, as the query of `GET /psc/init`: sign-in into the
 * Login screen's interaction, linking from the profile (signed in), or nothing (sign-up).
 */
export type PscInitQuery = { interactionId: string } | { purpose: 'link' } | Record<string, never>;

/** `/psc/init`, with its query when there is one. */
export function pscInitPath(query: PscInitQuery): string {
  const search = new URLSearchParams(query as Record<string, string>).toString();
  return search ? `/psc/init?${search}` : '/psc/init';
}

/**
 * `GET /psc/init`: the address the Pro Santé Connect button opens (on our own server, which sends
 * the browser on to the provider), or null when no provider is configured (404).
 */
export async function fetchPscInit(query: PscInitQuery): Promise<string | null> {
  try {
    return (await api<Partial<PscInitAnswer> | undefined>(pscInitPath(query)))?.oidcAuthUrl || null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
