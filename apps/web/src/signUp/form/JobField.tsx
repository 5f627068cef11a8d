import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SignupFormValues } from './types.ts';
import { useJobs } from './useJobs.ts';

/** The profession; doctors choose among RPPS professions only. */
export function JobField({ onlyRppsJobs }: { onlyRppsJobs: boolean }) {
  const { t } = useTranslation();
  const { control } = useFormContext<SignupFormValues>();
  const jobs = useJobs(onlyRppsJobs);
  return (
    <Controller
      control={control}
      name="jobCode"
      render={({ field, fieldState }) => (
        <TextField
          select
          label={t('signUp.job')}
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
