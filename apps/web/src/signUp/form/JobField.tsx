import { Controller, useFormContext } from 'react-hook-form';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Job } from '@portal/shared';

/** The required profession select of a form with a `jobCode` field (sign-up, profile). */
export function JobField({ label, jobs }: { label: string; jobs: Job[] }) {
  const { control } = useFormContext<{ jobCode: string }>();
  return (
    <Controller
      control={control}
      name="jobCode"
      render={({ field, fieldState }) => (
        <TextField
          select
          label={label}
          required
          fullWidth
          value={jobs.some((job) => job.jobCode === field.value) ? field.value : ''}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
        >
          {jobs.map((job) => (
            <MenuItem key={job.jobCode} value={job.jobCode}>
              {job.jobLabel}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
