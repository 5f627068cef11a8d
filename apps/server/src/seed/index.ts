export { seedReferenceData, adminSiteIds, jobPlaceIds } from './reference-data.ts';
export {
  seedDemoData,
  demoAccounts,
  DEMO_PASSWORD,
  DEMO_EMAIL_DOMAIN,
  DEMO_TOTP_SECRET,
  type DemoAccount,
  type DemoSeedOptions,
} from './demo-data.ts';
export { seedDemoAdminData, adminDemoEmails } from './demo-admin-data.ts';
export { adminDemoCentres, adminDemoEmail, type AdminDemoAccount, type DemoSituation } from './demo-admin-accounts.ts';
export { createBenchAccounts, benchEmail, BENCH_PASSWORD } from './bench.ts';
