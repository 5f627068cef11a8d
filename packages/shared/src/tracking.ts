/**
 * Cookie consent and audience measurement (spec sections 1, 2, 3, 4 and 9). The banner's sentences
 * and buttons are the configuration's (`tracking`); what is fixed lives here.
 */
import type { ClientConfig } from './config.ts';
import { COOKIE_DEFAULT_DAYS } from './domain.ts';

/** The tracker's heartbeat: a ping every 15 s while the page is in front (spec section 9). */
export const ANALYTICS_HEARTBEAT_SECONDS = 15;

/** Matomo counts the life of its consent cookies in hours: the spec's default expiry, 7 days. */
export const CONSENT_COOKIE_HOURS = COOKIE_DEFAULT_DAYS * 24;

/** The event a tile click sends (spec section 2), named after the application. */
export const TILE_CLICK_EVENT = { category: 'Tuiles du portail', action: 'Clic' } as const;

/**
 * Whether visitors are asked (spec section 4): the configuration requires consent and names an
 * analytics tool; with no tracker there is nothing to consent to.
 */
export function consentRequired(tracking: ClientConfig['tracking']): boolean {
  return tracking.requires_consent && Boolean(tracking.analytics);
}

export const trackingLabels = {
  bannerTitle: 'Cookies de mesure d’audience',
  /** The title a page view of an account's page carries in place of the account holder's name. */
  accountPageTitle: 'Compte d’un utilisateur',
} as const;
