import { useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { UserProfile } from '@portal/shared';
import { muiRegister } from '../../components/muiRegister.ts';
import { civilTitleText } from '../civilTitle.ts';
import { PendingClock } from '../PendingClock.tsx';
import { pendingFor } from '../pending.ts';
import type { ProfileFormValues } from './formValues.ts';

/** Civil title, names and RPPS; a corporation has its company name only. Each with its pending clock. */
export function IdentityFields({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { control, register, formState } = useFormContext<ProfileFormValues>();
  const { errors } = formState;
  if (profile.isCorporation) {
    return (
      <Stack spacing={0.5}>
        <TextField
          label={t('myProfile.companyName')}
          required
          fullWidth
          autoComplete="organization"
          error={Boolean(errors.lastName)}
          helperText={errors.lastName?.message}
          {...muiRegister(register('lastName'))}
        />
        <PendingClock update={pendingFor(profile, 'lastName')} />
      </Stack>
    );
  }
  return (
    <>
      <Controller
        control={control}
        name="civilTitle"
        render={({ field, fieldState }) => (
          <FormControl required error={Boolean(fieldState.error)}>
            <FormLabel id={titleId}>{t('myProfile.civilTitle')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby={titleId}
              name={field.name}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
            >
              <FormControlLabel
                value="M"
                control={<Radio slotProps={{ input: { ref: field.ref } }} />}
                label={t('myProfile.titleM')}
              />
              <FormControlLabel value="MME" control={<Radio />} label={t('myProfile.titleMme')} />
              <FormControlLabel value="Other" control={<Radio />} label={t('myProfile.civilTitleOther')} />
            </RadioGroup>
            <PendingClock update={pendingFor(profile, 'civilTitle')} display={(value) => civilTitleText(t, value)} />
            {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
          </FormControl>
        )}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Stack spacing={0.5} sx={{ flex: 1 }}>
          <TextField
            label={t('myProfile.lastName')}
            required
            fullWidth
            autoComplete="family-name"
            error={Boolean(errors.lastName)}
            helperText={errors.lastName?.message}
            {...muiRegister(register('lastName'))}
          />
          <PendingClock update={pendingFor(profile, 'lastName')} />
        </Stack>
        <Stack spacing={0.5} sx={{ flex: 1 }}>
          <TextField
            label={t('myProfile.firstName')}
            required
            fullWidth
            autoComplete="given-name"
            error={Boolean(errors.firstName)}
            helperText={errors.firstName?.message}
            {...muiRegister(register('firstName'))}
          />
          <PendingClock update={pendingFor(profile, 'firstName')} />
        </Stack>
      </Stack>
      <Stack spacing={0.5}>
        <TextField
          label={t('myProfile.rpps')}
          fullWidth
          error={Boolean(errors.rpps)}
          helperText={errors.rpps?.message}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 11 } }}
          {...muiRegister(register('rpps'))}
        />
        <PendingClock update={pendingFor(profile, 'rpps')} />
      </Stack>
    </>
  );
}
