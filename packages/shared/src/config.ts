/** The client configuration served by `GET /api/config/` (spec section 3). It never holds a secret. */
import type { ConformanceState } from './accessibility-statement.ts';

export interface MenuEntry {
  label: string;
  url: string;
  children?: MenuEntry[];
  iconUrl?: string;
  cssClass?: string;
  bgImg?: string;
  style?: Record<string, string>;
}

export interface ClientAppStyle {
  iconUrl?: string;
  hoverIconUrl?: string;
  iconWidth?: string;
  background?: string;
  color?: string;
  hoverBackground?: string;
  hoverColor?: string;
}

export interface ClientApp {
  client_id: string;
  client_name: string;
  portal_name: string;
  main_url: string;
  logged_main_url: string;
  link_only: boolean;
  /** Whether the e-mail-choice dialog is offered before opening the app. */
  ask_email_choice: boolean;
  style: ClientAppStyle;
}

export interface Disclaimer {
  display: 'above' | 'below' | 'none';
  img?: string;
  img_title?: string;
  img_style?: Record<string, string>;
  text?: string;
}

export interface BlockedEmailDomain {
  domain: string;
  message: string;
}

export interface PasswordSecurity {
  min_length: number;
  mandatory_patterns: {
    lowercase_pattern?: string;
    uppercase_pattern?: string;
    digit_pattern?: string;
    special_char_pattern?: string;
  };
  special_chars_utf8: string;
  /**
   * The lowest zxcvbn-ts score (0 to 4) a new password may have, on top of the length and kinds;
   * leaked passwords and those built on the user's names are refused whatever their score.
   */
  min_score: number;
}

export interface ClientConfig {
  top_menu: {
    links: MenuEntry[];
    top_links: MenuEntry[];
    logo_url: string;
    tagline: string;
    universes: MenuEntry[];
  };
  footer: { links: MenuEntry[]; logo_url: string; subFooter?: string };
  tracking: {
    sentenceBefore: string;
    sentenceAfter: string;
    btnRejectCookies: string;
    btnAcceptCookies: string;
    btnCookiesPolicy: string;
    btnManageCookies: string;
    requires_consent: boolean;
    analytics?: { host: string; siteId: string };
  };
  oidc_clients: ClientApp[];
  main_grid: { disclaimer: Disclaimer; disclaimerForLoggedUsers: Disclaimer };
  auth: { otp_is_mandatory: boolean };
  blocked_email_domains: BlockedEmailDomain[];
  password_security: PasswordSecurity;
  /** The conformance state the accessibility statement declares (its text's header), for the footer's mention. */
  accessibility: { conformance_state: ConformanceState };
}
