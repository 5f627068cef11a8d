import { z } from 'zod';
import { CAPTCHA_MAX_NUMBER } from '@portal/shared';
import { ACR_VALUES_SUPPORTED } from '../oidc/acr-classes.ts';

const limit = z.object({ max: z.number().int().positive(), window_seconds: z.number().int().positive() });
const menuEntry: z.ZodType<unknown> = z.lazy(() =>
  z.object({
    label: z.string(),
    url: z.string(),
    children: z.array(menuEntry).optional(),
    iconUrl: z.string().optional(),
    cssClass: z.string().optional(),
    bgImg: z.string().optional(),
    style: z.record(z.string(), z.string()).optional(),
  }),
);
const disclaimer = z.object({
  display: z.enum(['above', 'below', 'none']),
  img: z.string().optional(),
  img_title: z.string().optional(),
  img_style: z.record(z.string(), z.string()).optional(),
  text: z.string().optional(),
});

export const clientAppSchema = z
  .object({
    client_id: z.string().min(1),
    client_name: z.string().min(1),
    portal_name: z.string().min(1),
    main_url: z.string().min(1),
    logged_main_url: z.string().optional(),
    link_only: z.boolean().default(false),
    ask_email_choice: z.boolean().default(false),
    /** First-party apps skip the consent prompt. */
    first_party: z.boolean().default(false),
    /** Hidden apps get no tile (the portal itself). */
    hidden: z.boolean().default(false),
    /** Suspended apps refuse sign-in: the user lands on the portal's appNotAllowed banner. */
    suspended: z.boolean().default(false),
    /** Public apps authenticate with PKCE alone; others with client_secret. */
    public: z.boolean().default(false),
    client_secret: z.string().optional(),
    /** How a confidential app sends its client_secret to the token endpoint: in Basic (default) or in the form. */
    token_endpoint_auth_method: z.enum(['client_secret_basic', 'client_secret_post']).optional(),
    /**
     * false: a confidential app that sends no code_challenge proves its code with the ID token's
     * nonce instead (RFC 9700 2.1.1), which it must then send; PKCE is required otherwise.
     */
    pkce: z.boolean().default(true),
    redirect_uris: z.array(z.string()).default([]),
    post_logout_redirect_uris: z.array(z.string()).default([]),
    backchannel_logout_uri: z.string().optional(),
    /**
     * The ID token's signature algorithm for this app (the provider's keys have both): RS256 when
     * absent, OpenID Connect's default; the portal's own client ES256 (`oidc/clients.ts`).
     */
    id_token_signed_response_alg: z.enum(['ES256', 'RS256']).optional(),
    /**
     * A class every sign-in to this app must reach, whatever it asks (`oidc/acr.ts`): with
     * `urn:portail-anapath:acr:phr`, a passkey is asked after the password, or alone.
     */
    required_acr: z
      .string()
      .refine((value) => ACR_VALUES_SUPPORTED.includes(value), {
        message: `required_acr doit être l'une des classes ${ACR_VALUES_SUPPORTED.join(', ')}`,
      })
      .optional(),
    style: z
      .object({
        iconUrl: z.string().optional(),
        hoverIconUrl: z.string().optional(),
        iconWidth: z.string().optional(),
        background: z.string().optional(),
        color: z.string().optional(),
        hoverBackground: z.string().optional(),
        hoverColor: z.string().optional(),
      })
      .default({}),
  })
  .refine((app) => app.link_only || app.public || app.client_secret, {
    message: 'client_secret est requis pour une application confidentielle',
    path: ['client_secret'],
  })
  .refine((app) => app.link_only || app.redirect_uris.length > 0, {
    message: 'redirect_uris est requis pour une application non link_only',
    path: ['redirect_uris'],
  })
  .refine((app) => app.pkce || !app.public, {
    message:
      'pkce: false est réservé aux applications confidentielles (avec client_secret) : une application publique prouve toujours son code par PKCE',
    path: ['pkce'],
  })
  .refine((app) => !app.token_endpoint_auth_method || !app.public, {
    message:
      'token_endpoint_auth_method est réservé aux applications confidentielles : une application publique n’a pas de secret',
    path: ['token_endpoint_auth_method'],
  });

/** Matomo's address, where matomo.js and matomo.php are: http(s), no credentials, query nor fragment. */
const analyticsHost = z
  .string()
  .transform((host) => host.replace(/\/+$/, ''))
  .refine(
    (host) => {
      if (!URL.canParse(host)) return false;
      const url = new URL(host);
      return ['http:', 'https:'].includes(url.protocol) && !url.username && !url.password && !url.search && !url.hash;
    },
    { message: 'doit être une adresse http(s) sans identifiants, requête ni fragment (ex. https://matomo.example.fr)' },
  );

/** The tracker (spec section 3): an empty host or `null` means none. */
const analytics = z.preprocess(
  (value: any) => (value === null || value?.host === '' ? undefined : value),
  z
    .object({
      host: analyticsHost,
      siteId: z
        .union([z.string(), z.number()])
        .transform(String)
        .pipe(z.string().regex(/^[1-9]\d{0,9}$/, { message: 'doit être l’identifiant numérique du site dans Matomo' })),
    })
    .optional(),
);

export const configSchema = z.object({
  public_url: z.url(),
  port: z.number().int().positive().default(3000),
  demo_client_url: z.string().default('http://localhost:3001'),
  /** The demo's third-party application (not first-party: it asks for consent). */
  partner_client_url: z.string().default('http://localhost:3004'),
  /** The end-to-end tests' Apache with mod_auth_openidc (a client of `config/overlays/test.yaml`). */
  apache_client_url: z.string().default('http://localhost:3005'),
  /** The end-to-end tests' LemonLDAP::NG portal (a client of `config/overlays/test.yaml`). */
  lemonldap_client_url: z.string().default('http://localhost:3007'),
  /** `{analytics_url}` in `client.tracking.analytics.host`: the local stand-in for Matomo (`npm start`). */
  analytics_url: z.string().default('http://localhost:3003'),
  database: z.object({ url: z.string().default(''), data_dir: z.string().default('./data') }),
  mail: z.object({
    smtp_url: z.string().default(''),
    from: z.string().min(3),
    /** The outbox's worker (`mail/outbox.ts`): tries per mail, the delay before the first retry, doubling up to the last. */
    delivery: z
      .object({
        tries: z.number().int().min(1).max(100).default(10),
        first_retry_seconds: z.number().int().min(1).default(10),
        max_retry_seconds: z.number().int().min(1).default(3600),
        /** How long a try may hold its mail: past it (an instance killed mid-send), the next try takes it over. */
        lease_seconds: z.number().int().min(5).max(3600).default(120),
      })
      .default({ tries: 10, first_retry_seconds: 10, max_retry_seconds: 3600, lease_seconds: 120 }),
  }),
  security: z.object({
    cookie_keys: z.array(z.string().min(16)).min(1),
    encryption_key: z.string().refine((v) => Buffer.from(v, 'base64').length === 32, {
      message: 'doit faire 32 octets encodés en base64',
    }),
    jwks_file: z.string(),
    /** Consecutive failed sign-ins (passwords or codes) after which the account is throttled. */
    max_failed_logins: z.number().int().positive().default(10),
    /** The throttle's delay: `base_seconds` after `max_failed_logins`, doubling with each further failure. */
    throttle: z
      .object({
        base_seconds: z.number().int().positive().default(60),
        max_seconds: z.number().int().positive().default(3600),
      })
      .prefault({}),
    /** Bearer token Prometheus sends to `/metrics`; empty: metrics are not served. */
    metrics_token: z.string().default(''),
    /** How long a sign-in (or a password confirmation) allows sensitive changes without asking again. */
    reauthentication_seconds: z.number().int().positive().default(300),
    /** Proxies in front of the portal whose X-Forwarded-For is believed: false, a hop count, or addresses. */
    trust_proxy: z.union([z.boolean(), z.number().int().nonnegative(), z.string()]).default(false),
    argon2: z.object({
      memory_cost_kib: z.number().int().min(19456),
      time_cost: z.number().int().min(2),
      parallelism: z.number().int().min(1),
    }),
    rate_limits: z.object({
      login_per_ip: limit,
      login_per_account: limit,
      code_send_per_ip: limit,
      code_send_per_account: limit,
      code_check_per_ip: limit,
      code_check_per_account: limit,
      code_send_per_account_per_day: limit.default({ max: 20, window_seconds: 86400 }),
      reset_per_address_per_day: limit.default({ max: 5, window_seconds: 86400 }),
      support_per_account_per_day: limit.default({ max: 3, window_seconds: 86400 }),
      support_per_ip: limit.default({ max: 10, window_seconds: 3600 }),
      /** The administrators' alert that an account claims an RPPS Pro Santé Connect certified to someone else. */
      rpps_claimed_alert_per_account: limit.default({ max: 1, window_seconds: 86400 }),
      search_per_ip: limit.default({ max: 120, window_seconds: 60 }),
      /** Every call of the administration space, per administrator. */
      admin_per_admin: limit.default({ max: 600, window_seconds: 60 }),
    }),
  }),
  sessions: z.object({
    portal_ttl_seconds: z.number().int().positive(),
    sso_ttl_seconds: z.number().int().positive(),
    interaction_ttl_seconds: z.number().int().positive(),
    login_code_ttl_seconds: z.number().int().positive(),
    password_reset_ttl_seconds: z.number().int().positive(),
  }),
  auth: z.object({ otp_is_mandatory: z.boolean() }),
  /** The national directory's refresh (`directory/refresh/`): from where, when, and its thresholds. */
  directory: z
    .object({
      refresh: z
        .object({
          /**
           * An `http(s)://` address of the RPPS extract, or a folder (its newest
           * `PS_LibreAcces_Personne_activite_*.txt`); empty: nothing refreshes the directory.
           */
          source: z
            .string()
            .default('')
            .refine((value) => !/^[a-z][a-z0-9+.-]*:\/\//i.test(value) || /^https?:\/\//i.test(value), {
              message: 'directory.refresh.source: an http(s):// address or a folder',
            }),
          /** When it runs (cron, UTC). */
          cron: z.string().min(1).default('30 5 * * *'),
          /** Above this share of practitioners changed, it waits for a super administrator's confirmation. */
          confirm_above_percent: z.number().min(0).max(100).default(5),
          /** Above this share, it is refused. */
          refuse_above_percent: z.number().min(0).max(100).default(20),
        })
        .refine((refresh) => refresh.confirm_above_percent <= refresh.refuse_above_percent, {
          message: 'directory.refresh: confirm_above_percent must not exceed refuse_above_percent',
        })
        .prefault({}),
    })
    .prefault({}),
  /** How long the audit log keeps an event (security events and administrators' actions). */
  audit: z.object({ retention_days: z.number().int().positive().default(365) }).prefault({}),
  /** The job queue (`jobs/queue.ts`): how often expired jobs (an instance killed while running one) are retried. */
  jobs: z.object({ supervise_seconds: z.number().int().min(1).max(3600).default(60) }).prefault({}),
  /** Sign-up: captcha, address validation codes and their limits (the captcha HMAC key derives from cookie_keys[0]). */
  signup: z
    .object({
      /**
       * The challenge's secret number is drawn up to this: the expected work is half of it. 400,000 is
       * under a second for a mid-range phone (docs/architecture.md); the spec's 1,000,000 is the widget's bound.
       */
      captcha_max_number: z.number().int().positive().max(CAPTCHA_MAX_NUMBER).default(400_000),
      captcha_ttl_seconds: z.number().int().positive().default(600),
      code_ttl_seconds: z.number().int().positive().default(900),
      /** How long a validated address waits for its sign-up. */
      validation_ttl_seconds: z.number().int().positive().default(3600),
      max_code_attempts: z.number().int().positive().default(5),
      rate_limits: z
        .object({
          send_per_ip: limit.default({ max: 30, window_seconds: 600 }),
          /** A visitor's sends, counted per address typed. */
          send_per_email: limit.default({ max: 5, window_seconds: 600 }),
          send_per_email_per_day: limit.default({ max: 10, window_seconds: 86400 }),
          /** The sends of a signed-in user of an activated account (an address added to the profile), per account. */
          send_per_account: limit.default({ max: 5, window_seconds: 600 }),
          send_per_account_per_day: limit.default({ max: 10, window_seconds: 86400 }),
          check_per_ip: limit.default({ max: 60, window_seconds: 600 }),
          signup_per_ip: limit.default({ max: 20, window_seconds: 600 }),
        })
        .prefault({}),
    })
    .prefault({}),
  password_security: z.object({
    min_length: z.number().int().positive(),
    mandatory_patterns: z.object({
      lowercase_pattern: z.string().optional(),
      uppercase_pattern: z.string().optional(),
      digit_pattern: z.string().optional(),
      special_char_pattern: z.string().optional(),
    }),
    special_chars_utf8: z.string(),
    /** zxcvbn-ts's score (0 to 4) a new password must reach (`@portal/shared`'s `password-strength.ts`). */
    min_score: z.number().int().min(0).max(4).default(3),
  }),
  /** Pro Santé Connect (`psc/`); an empty issuer: not configured, `/psc/init` answers 404. */
  psc: z
    .object({
      issuer: z.string().default(''),
      /** Empty: `{issuer}/.well-known/wallet-openid-configuration` (the provider's own name). */
      discovery_url: z.string().default(''),
      client_id: z.string().default(''),
      client_secret: z.string().default(''),
      auth_method: z
        .enum(['client_secret_basic', 'client_secret_post', 'tls_client_auth'])
        .default('client_secret_basic'),
      /** Mutual TLS ("espace de confiance"): the portal's certificate and key, PEM files. */
      tls_cert_file: z.string().default(''),
      tls_key_file: z.string().default(''),
      /** An extra authority to trust for the provider's own certificate (a test or private CA). */
      tls_ca_file: z.string().default(''),
      /** How long the provider's data wait for the pre-filled sign-up. */
      user_info_ttl_seconds: z.number().int().positive().default(900),
      /** `npm start` only: the stand-in's port when no issuer is configured. */
      stand_in_port: z.number().int().positive().default(3002),
    })
    .prefault({})
    .refine((psc) => !psc.issuer || psc.client_id, { message: 'client_id est requis', path: ['client_id'] })
    .refine((psc) => !psc.issuer || psc.auth_method === 'tls_client_auth' || psc.client_secret, {
      message: 'client_secret est requis pour cette méthode',
      path: ['client_secret'],
    })
    .refine((psc) => psc.auth_method !== 'tls_client_auth' || (psc.tls_cert_file && psc.tls_key_file), {
      message: 'tls_cert_file et tls_key_file sont requis pour tls_client_auth',
      path: ['tls_cert_file'],
    }),
  /** The texts an operator edits (terms of use, cookies policy, legal notice): a folder, relative to the working directory. */
  content: z.object({ dir: z.string().min(1).default('./config/content') }).prefault({}),
  blocked_email_domains: z.array(z.object({ domain: z.string(), message: z.string() })).default([]),
  oidc_clients: z.array(clientAppSchema).min(1),
  client: z.object({
    top_menu: z.object({
      tagline: z.string().default(''),
      logo_url: z.string().default(''),
      links: z.array(menuEntry).default([]),
      top_links: z.array(menuEntry).default([]),
      universes: z.array(menuEntry).default([]),
    }),
    footer: z.object({
      logo_url: z.string().default(''),
      links: z.array(menuEntry).default([]),
      subFooter: z.string().optional(),
    }),
    tracking: z.object({
      sentenceBefore: z.string(),
      sentenceAfter: z.string(),
      btnRejectCookies: z.string(),
      btnAcceptCookies: z.string(),
      btnCookiesPolicy: z.string(),
      btnManageCookies: z.string(),
      requires_consent: z.boolean().default(true),
      analytics,
    }),
    main_grid: z.object({ disclaimer, disclaimerForLoggedUsers: disclaimer }),
  }),
});

export type Config = z.infer<typeof configSchema>;
export type ClientAppConfig = z.infer<typeof clientAppSchema>;
