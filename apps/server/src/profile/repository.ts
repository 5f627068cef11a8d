/** The profile of `GET /api/users/me`, gathered from the account's tables. */
import { asc, desc, eq } from 'drizzle-orm';
import type { AdminSite, Email, JobPlace, PendingUpdate, UserProfile } from '@portal/shared';
import type { Db } from '../db/client.ts';
import { toCurrentUser } from '../accounts/current-user.ts';
import {
  adminSites,
  emailClientApps,
  emails,
  jobPlaces,
  jobs,
  pendingUpdates,
  phones,
  userAdminSites,
  userJobPlaces,
  users,
} from '../db/schema.ts';
import { isUuid } from '@portal/shared';
import { pendingUpdateColumns } from './pending-updates-repository.ts';

type AdminSiteRow = typeof adminSites.$inferSelect;

export function toAdminSite(row: AdminSiteRow): AdminSite {
  const { id, ...rest } = row;
  return { adminSiteId: id, ...rest };
}

export function profileRepository(db: Db) {
  async function emailsOf(userId: string): Promise<Email[]> {
    const rows = await db
      .select({ emailId: emails.id, email: emails.email, isPrincipal: emails.isPrincipal })
      .from(emails)
      .where(eq(emails.userId, userId))
      .orderBy(desc(emails.isPrincipal), asc(emails.createdAt), asc(emails.email));
    const bindings = await db
      .select({ emailId: emailClientApps.emailId, clientId: emailClientApps.clientId })
      .from(emailClientApps)
      .innerJoin(emails, eq(emails.id, emailClientApps.emailId))
      .where(eq(emails.userId, userId))
      .orderBy(asc(emailClientApps.clientId));
    return rows.map((row) => ({
      ...row,
      clientApps: bindings.filter((b) => b.emailId === row.emailId).map((b) => b.clientId),
    }));
  }

  async function jobPlacesOf(userId: string): Promise<JobPlace[]> {
    const rows = await db
      .select({ jobPlace: jobPlaces, adminSite: adminSites })
      .from(userJobPlaces)
      .innerJoin(jobPlaces, eq(jobPlaces.id, userJobPlaces.jobPlaceId))
      .innerJoin(adminSites, eq(adminSites.id, userJobPlaces.adminSiteId))
      .where(eq(userJobPlaces.userId, userId))
      .orderBy(asc(jobPlaces.label));
    return rows.map(({ jobPlace: { id, ...jobPlace }, adminSite }) => ({
      jobPlaceId: id,
      ...jobPlace,
      adminSite: toAdminSite(adminSite),
    }));
  }

  async function adminSitesOf(userId: string): Promise<AdminSite[]> {
    const rows = await db
      .select({ adminSite: adminSites })
      .from(userAdminSites)
      .innerJoin(adminSites, eq(adminSites.id, userAdminSites.adminSiteId))
      .where(eq(userAdminSites.userId, userId))
      .orderBy(asc(adminSites.label));
    return rows.map(({ adminSite }) => toAdminSite(adminSite));
  }

  async function pendingUpdatesOf(userId: string): Promise<PendingUpdate[]> {
    const rows = await db
      .select(pendingUpdateColumns)
      .from(pendingUpdates)
      .where(eq(pendingUpdates.userId, userId))
      .orderBy(asc(pendingUpdates.createdAt), asc(pendingUpdates.field));
    return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  }

  return {
    /** The account's addresses, principal first, each with the client apps that receive it. */
    emailsOf,

    async getProfile(userId: string): Promise<UserProfile | null> {
      if (!isUuid(userId)) return null;
      const [user] = await db
        .select({ user: users, job: jobs })
        .from(users)
        .leftJoin(jobs, eq(jobs.code, users.jobCode))
        .where(eq(users.id, userId));
      if (!user) return null;
      const { user: u, job } = user;
      const phoneRows = await db
        .select({ phoneId: phones.id, phone: phones.phone, isPrincipal: phones.isPrincipal })
        .from(phones)
        .where(eq(phones.userId, userId))
        .orderBy(desc(phones.isPrincipal), asc(phones.phone));
      return {
        ...toCurrentUser(u),
        rpps: u.rpps,
        isCorporation: u.isCorporation,
        isAdmin: u.isAdmin,
        isSuperAdmin: u.isSuperAdmin,
        emails: await emailsOf(userId),
        phones: phoneRows,
        jobs: job ? [{ jobCode: job.code, jobLabel: job.label }] : [],
        jobPlaces: await jobPlacesOf(userId),
        adminSites: await adminSitesOf(userId),
        otp: { validated: u.totpValidated },
        pendingUpdates: await pendingUpdatesOf(userId),
      };
    },
  };
}

export type ProfileRepository = ReturnType<typeof profileRepository>;
