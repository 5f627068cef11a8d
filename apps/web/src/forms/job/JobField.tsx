import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Job } from '@portal/shared';
import { useFormField } from '../useFormField.ts';

/** The required profession select of a form with a `jobCode` field (sign-up, profile). */
export function JobField({ label, jobs }: { label: string; jobs: Job[] }) {
  // The select's hidden input stays unnamed: the form is sent as JSON, never posted.
  const { value, name: _name, ...fieldProps } = useFormField<{ jobCode: string }, 'jobCode'>({ name: 'jobCode' });
  return (
    <TextField
      select
      label={label}
      required
      fullWidth
      // Until the professions arrive, the chosen code is not among the options.
      value={jobs.some((job) => job.jobCode === value) ? value : ''}
      {...fieldProps}
    >
      {jobs.map((job) => (
        <MenuItem key={job.jobCode} value={job.jobCode}>
          {job.jobLabel}
        </MenuItem>
      ))}
    </TextField>
  );
}
