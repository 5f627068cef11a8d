import type { PendingUpdate } from '@portal/shared';
import { useJobs } from '../../forms/job/useJobs.ts';
import { PendingUpdateClock } from '../PendingUpdateClock.tsx';

/** The clock of a profession of the RPPS list awaiting an administrator, the profession by its label. */
export function PendingJobClock({ pendingUpdate }: { pendingUpdate: PendingUpdate }) {
  const jobs = useJobs(true);
  const label = (code: string) => jobs.find((job) => job.jobCode === code)?.jobLabel ?? code;
  return <PendingUpdateClock pendingUpdate={pendingUpdate} display={label} />;
}
