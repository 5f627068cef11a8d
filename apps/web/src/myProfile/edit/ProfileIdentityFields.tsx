import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import type { PendingField, UserProfile } from '@portal/shared';
import { FormTextField } from '../../forms/FormTextField.tsx';
import { IdentityFields } from '../../forms/IdentityFields.tsx';
import { civilTitleText } from '../../forms/civilTitleText.ts';
import { PendingUpdateClock } from '../PendingUpdateClock.tsx';
import { latestPendingUpdate } from '../pendingUpdate.ts';
import type { ProfileFormValues } from './formValues.ts';

/** Civil title, names and RPPS; a corporation has its company name only. Each with its pending-update clock. */
export function ProfileIdentityFields({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation();
  const clock = (field: PendingField) => (
    <PendingUpdateClock
      pendingUpdate={latestPendingUpdate(profile, field)}
      display={field === 'civilTitle' ? (value) => civilTitleText(t, value) : undefined}
    />
  );
  if (!profile.isCorporation) return <IdentityFields withRpps note={clock} />;
  return (
    <Stack spacing={0.5}>
      <FormTextField<ProfileFormValues>
        name="lastName"
        label={t('fields.companyName')}
        required
        autoComplete="organization"
      />
      {clock('lastName')}
    </Stack>
  );
}
