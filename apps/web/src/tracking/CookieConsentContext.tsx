import { createContext, useContext, useRef, useState, type ReactNode } from 'react';
import { consentRequired } from '@portal/shared';
import { useConfig } from '../config/ConfigContext.ts';
import { MAIN_CONTENT_ID } from '../shell/SkipLink.tsx';
import { readCookieChoice, writeConsentGiven, writeConsentRemoved } from './consentCookies.ts';
import { forgetConsentGiven, rememberConsentGiven } from './matomo.ts';

interface CookieConsent {
  /** Whether visitors are asked at all (consent required and a tracker configured). */
  required: boolean;
  bannerShown: boolean;
  /** Grows each time the banner is asked for again: it then takes the focus. */
  bannerRequests: number;
  /** Shows the banner again (the footer's button, which gets the focus back after the choice). */
  showBanner: (opener: HTMLElement) => void;
  accept: () => void;
  reject: () => void;
}

const CookieConsentContext = createContext<CookieConsent | null>(null);

/**
 * The cookie banner's state (spec section 4): shown when consent is required and neither consent
 * nor its removal is remembered; accepting remembers consent, rejecting forgets it, both hide it;
 * the footer's button shows it again. Each choice goes to Matomo's tracker and to its cookies.
 */
export function CookieConsentProvider({ children }: { children: ReactNode }) {
  const { tracking } = useConfig();
  const required = consentRequired(tracking);
  const [bannerShown, setBannerShown] = useState(() => required && readCookieChoice() === 'none');
  const [bannerRequests, setBannerRequests] = useState(0);
  const opener = useRef<HTMLElement | null>(null);

  function choose(given: boolean) {
    if (given) {
      writeConsentGiven();
      rememberConsentGiven();
    } else {
      writeConsentRemoved();
      forgetConsentGiven();
    }
    setBannerShown(false);
    // The focus goes back where the banner was asked from, or on to the screen: never lost on the page.
    if (opener.current) opener.current.focus();
    else document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
    opener.current = null;
  }

  const value: CookieConsent = {
    required,
    bannerShown,
    bannerRequests,
    showBanner: (element) => {
      opener.current = element;
      setBannerShown(true);
      setBannerRequests((count) => count + 1);
    },
    accept: () => choose(true),
    reject: () => choose(false),
  };
  return <CookieConsentContext value={value}>{children}</CookieConsentContext>;
}

export function useCookieConsent(): CookieConsent {
  const consent = useContext(CookieConsentContext);
  if (consent === null) throw new Error('useCookieConsent must be used under CookieConsentProvider');
  return consent;
}
