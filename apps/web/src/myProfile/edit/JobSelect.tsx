import { useTranslation } from 'react-i18next';
import type { UserProfile } from '@portal/shared';
import { JobField } from '../../signUp/form/JobField.tsx';
import { useJobs } from '../../signUp/form/useJobs.ts';

/** The profession; RPPS professions only when the user has an RPPS. The current one stays offered. */
export function JobSelect({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation();
  const fetched = useJobs(Boolean(profile.rpps));
  const current = profile.jobs[0];
  const jobs = current && !fetched.some((job) => job.jobCode === current.jobCode) ? [current, ...fetched] : fetched;
  return <JobField label={t('myProfile.job')} jobs={jobs} />;
}
