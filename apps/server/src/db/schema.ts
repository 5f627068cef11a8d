/**
 * Tables as Drizzle sees them. The DDL itself lives in `migrations/*.sql`: a change here needs a
 * new migration file beside the others.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CivilTitle, PendingField } from '@portal/shared';

const id = () => uuid('id').primaryKey().defaultRandom();
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const jobs = pgTable('jobs', {
  code: text('code').primaryKey(),
  label: text('label').notNull(),
  isRpps: boolean('is_rpps').notNull().default(false),
});

export const users = pgTable(
  'users',
  {
    id: id(),
    civilTitle: text('civil_title').$type<CivilTitle>().notNull().default('Other'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull(),
    rpps: text('rpps'),
    isCorporation: boolean('is_corporation').notNull().default(false),
    activated: boolean('activated').notNull().default(false),
    locked: boolean('locked').notNull().default(false),
    /** Why an administrator locked it, and when. */
    lockedReason: text('locked_reason'),
    lockedAt: at('locked_at'),
    isAdmin: boolean('is_admin').notNull().default(false),
    isSuperAdmin: boolean('is_super_admin').notNull().default(false),
    passwordHash: text('password_hash').notNull(),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    /** Sign-ins refused (from devices the account does not trust) until then, after repeated failures. */
    throttledUntil: at('throttled_until'),
    totpSecret: text('totp_secret'),
    totpValidated: boolean('totp_validated').notNull().default(false),
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    jobCode: text('job_code').references(() => jobs.code),
    activatedAt: at('activated_at'),
    lastSignInAt: at('last_sign_in_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    /** The centres of its job places, kept by a trigger (an administrator's scope). */
    adminSiteIds: uuid('admin_site_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Names and RPPS as the account search reads them (`portal_search_text`), kept by a trigger. */
    searchText: text('search_text').notNull().default(''),
  },
  (t) => [
    uniqueIndex('users_rpps_key')
      .on(t.rpps)
      .where(sql`rpps is not null`),
  ],
);

export const emails = pgTable(
  'emails',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    isPrincipal: boolean('is_principal').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('emails_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('emails_one_principal_key')
      .on(t.userId)
      .where(sql`is_principal`),
  ],
);

/** Identity fields of an RPPS holder wait here for an administrator (spec: pending updates). */
export const pendingUpdates = pgTable(
  'pending_updates',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    field: text('field').$type<PendingField>().notNull(),
    value: text('value'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('pending_updates_user_field_key').on(t.userId, t.field)],
);

/** A non-admin's request to delete their account, for an administrator to process. */
export const deletionRequests = pgTable('deletion_requests', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const emailClientApps = pgTable(
  'email_client_apps',
  {
    emailId: uuid('email_id')
      .notNull()
      .references(() => emails.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.emailId, t.clientId] })],
);

export const phones = pgTable('phones', {
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  phone: text('phone').notNull(),
  isPrincipal: boolean('is_principal').notNull().default(false),
});

const jobPlaceColumns = {
  label: text('label').notNull(),
  address: text('address').notNull().default(''),
  zipcode: text('zipcode').notNull().default(''),
  city: text('city').notNull().default(''),
  finess: text('finess'),
  siret: text('siret'),
};

export const adminSites = pgTable('admin_sites', {
  id: id(),
  ...jobPlaceColumns,
  deprecated: boolean('deprecated').notNull().default(false),
});

export const jobPlaces = pgTable('job_places', { id: id(), ...jobPlaceColumns });

export const userJobPlaces = pgTable(
  'user_job_places',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobPlaceId: uuid('job_place_id')
      .notNull()
      .references(() => jobPlaces.id),
    adminSiteId: uuid('admin_site_id')
      .notNull()
      .references(() => adminSites.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.jobPlaceId] })],
);

export const userAdminSites = pgTable(
  'user_admin_sites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    adminSiteId: uuid('admin_site_id')
      .notNull()
      .references(() => adminSites.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.adminSiteId] })],
);

export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    id: text('id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    accountId: text('account_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: at('expires_at'),
    consumedAt: at('consumed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.type] }),
    index('oidc_payloads_type_uid_idx').on(t.type, t.uid),
    index('oidc_payloads_type_user_code_idx').on(t.type, t.userCode),
    index('oidc_payloads_grant_id_idx').on(t.grantId),
    index('oidc_payloads_account_id_idx').on(t.accountId),
    index('oidc_payloads_expires_at_idx').on(t.expiresAt),
  ],
);

export const portalSessions = pgTable('portal_sessions', {
  idHash: text('id_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  idToken: text('id_token').notNull(),
  expiresAt: at('expires_at').notNull(),
  /** When the user last proved who they are: the sign-in, or a later password confirmation. */
  authenticatedAt: at('authenticated_at').notNull().defaultNow(),
  reauthenticatedAt: at('reauthenticated_at'),
});

export type CodePurpose = 'login' | 'email';
export type MailStatus = 'accepted' | 'refused';

export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: id(),
    purpose: text('purpose').$type<CodePurpose>().notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    prefix: text('prefix').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    /** What the mail server did with the code's mail. */
    mailStatus: text('mail_status').$type<MailStatus>(),
    createdAt: at('created_at')
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [index('one_time_codes_purpose_subject_idx').on(t.purpose, t.subject)],
);

export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  // The first hit of the key's current window (security/rate-limits-repository.ts).
  windowStart: at('window_start').notNull(),
  hits: integer('hits').notNull().default(0),
  // Lets deleteExpired drop a window without knowing its length.
  expiresAt: at('expires_at').notNull(),
});

export const passwordResets = pgTable('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

/**
 * A sign-in in progress (`sign-in/flow-repository.ts`): tied to the provider's interaction and to
 * the browser that started it, expiring with the interaction.
 */
export const signInFlows = pgTable('sign_in_flows', {
  interactionUid: text('interaction_uid').primaryKey(),
  interactionType: text('interaction_type').notNull().default('Interaction'),
  clientId: text('client_id').notNull(),
  acrValues: text('acr_values')
    .array()
    .notNull()
    .default(sql`'{}'`),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  done: text('done')
    .array()
    .notNull()
    .default(sql`'{}'`),
  pending: text('pending'),
  /** Second factors accepted instead of the one awaited (the code, when a passkey is offered first). */
  alternatives: text('alternatives')
    .array()
    .notNull()
    .default(sql`'{}'`),
  loginAddress: text('login_address'),
  createdAt: at('created_at').notNull().defaultNow(),
  expiresAt: at('expires_at').notNull(),
});

// Sign-up

/** An address proven by a code during a sign-up; `id` is the browser's emailValidationId. */
export const emailValidations = pgTable('email_validations', {
  id: uuid('id').primaryKey(),
  email: text('email').notNull(),
  validatedAt: at('validated_at'),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** Solved captcha challenges, by signature, kept until they expire: each serves once. */
export const captchaUses = pgTable(
  'captcha_uses',
  {
    signature: text('signature').primaryKey(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('captcha_uses_expires_at_idx').on(t.expiresAt)],
);

// Directory
/** The RPPS directory (migration 0001): one row per practitioner, replaced whole by each import. */
export const directoryPractitioners = pgTable(
  'directory_practitioners',
  {
    rpps: text('rpps').primaryKey(),
    nationalId: text('national_id').notNull(),
    civilTitle: text('civil_title').$type<CivilTitle>().notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Search keys (`searchKey()`), collation "C". */
    firstNameKey: text('first_name_key').notNull(),
    lastNameKey: text('last_name_key').notNull(),
    professionCode: text('profession_code').notNull().default(''),
    jobPlaces: jsonb('job_places')
      .$type<{ label: string; city: string; zipcode: string; finess: string }[]>()
      .notNull()
      .default([]),
  },
  (t) => [
    index('directory_practitioners_last_first_idx').on(t.lastNameKey, t.firstNameKey),
    index('directory_practitioners_first_idx').on(t.firstNameKey),
  ],
);

export * from './schema-administration.ts';
export * from './schema-psc-and-consents.ts';
export * from './schema-passkeys.ts';
export * from './schema-recovery-codes.ts';
export * from './schema-browser-sessions.ts';
export * from './schema-mail-outbox.ts';
