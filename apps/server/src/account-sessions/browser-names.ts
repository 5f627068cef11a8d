/**
 * A browser as the profile names it: its browser's and system's names read from the user agent
 * (bowser), nothing else of it kept (no version, no full user agent string).
 */
import Bowser from 'bowser';
import { maskedAddress } from './masked-address.ts';

export interface BrowserNames {
  /** « Firefox », « Microsoft Edge »; empty when unknown. */
  browser: string;
  /** « Windows », « iPhone », « Android »; empty when unknown. */
  system: string;
}

/** Longer names are not names. */
const MAX_NAME = 40;
const MAX_USER_AGENT = 1024;

export function browserNames(userAgent: string | undefined): BrowserNames {
  if (!userAgent || userAgent.length > MAX_USER_AGENT) return { browser: '', system: '' };
  const { browser, os, platform } = Bowser.getParser(userAgent).getResult();
  // An iPhone or an iPad says more than « iOS ».
  const system = os.name === 'iOS' && platform.model ? platform.model : (os.name ?? '');
  return { browser: (browser.name ?? '').slice(0, MAX_NAME), system: system.slice(0, MAX_NAME) };
}

/** What the portal keeps of a browser at a sign-in or a use: its names and its address masked. */
export const seenBrowser = (userAgent: string | undefined, ip: string | null): BrowserNames & { address: string } => ({
  ...browserNames(userAgent),
  address: maskedAddress(ip),
});
