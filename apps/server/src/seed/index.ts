export { seedReferenceData, adminSiteIds, jobPlaceIds, referenceJobs } from './referenceData.ts';
export {
  seedDemoData,
  demoAccounts,
  DEMO_PASSWORD,
  DEMO_EMAIL_DOMAIN,
  DEMO_TOTP_SECRET,
  type DemoAccount,
  type DemoSeedOptions,
} from './demoData.ts';
export { createBenchAccounts, benchEmail, BENCH_PASSWORD } from './bench.ts';
export { insertAccount, type AccountSpec } from './accounts.ts';
