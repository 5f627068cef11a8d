import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { UserProfile } from '@portal/shared';
import { useJobs } from '../../signUp/form/useJobs.ts';
import type { ProfileFormValues } from './formValues.ts';

/** The profession; RPPS professions only when the user has an RPPS. The current one stays offered. */
export function JobSelect({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation();
  const { control } = useFormContext<ProfileFormValues>();
  const fetched = useJobs(Boolean(profile.rpps));
  const current = profile.jobs[0];
  const jobs = current && !fetched.some((job) => job.jobCode === current.jobCode) ? [current, ...fetched] : fetched;
  return (
    <Controller
      control={control}
      name="jobCode"
      render={({ field, fieldState }) => (
        <TextField
          select
          label={t('myProfile.job')}
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
