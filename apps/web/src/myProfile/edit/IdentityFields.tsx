import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { UserProfile } from '@portal/shared';
import { muiRegister } from '../../components/muiRegister.ts';
import { CivilTitleField } from '../../signUp/form/CivilTitleField.tsx';
import { civilTitleText } from '../civilTitle.ts';
import { PendingClock } from '../PendingClock.tsx';
import { pendingFor } from '../pending.ts';
import type { ProfileFormValues } from './formValues.ts';

/** Civil title, names and RPPS; a corporation has its company name only. Each with its pending clock. */
export function IdentityFields({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation();
  const { register, formState } = useFormContext<ProfileFormValues>();
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
      <CivilTitleField>
        <PendingClock update={pendingFor(profile, 'civilTitle')} display={(value) => civilTitleText(t, value)} />
      </CivilTitleField>
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
