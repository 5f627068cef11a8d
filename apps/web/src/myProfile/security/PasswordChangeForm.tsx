import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { messages, type PasswordChange } from '@portal/shared';
import { TitledSection } from '../../components/TitledSection.tsx';
import { useConfig } from '../../config/ConfigContext.ts';
import { FormTextField } from '../../forms/FormTextField.tsx';
import { NewPasswordFields } from '../../forms/NewPasswordFields.tsx';
import { usePasswordStrengthEstimator } from '../../forms/passwordStrength/usePasswordStrengthEstimator.ts';
import { useUserProfile } from '../../user/useUserProfile.ts';
import { useNotify } from '../../notifications/useNotify.ts';
import { EMPTY_PASSWORD_CHANGE, passwordChangeResolver } from './passwordChangeResolver.ts';
import { useChangePassword } from './securityCalls.ts';

/** Current password, new password (configured policy) and its confirmation: `PATCH /api/users/me/password`. */
export function PasswordChangeForm() {
  const { t } = useTranslation();
  const { password_security: policy } = useConfig();
  const notify = useNotify();
  const estimator = usePasswordStrengthEstimator();
  const { data: profile } = useUserProfile();
  const details = useMemo(
    () => ({
      firstName: profile?.firstName,
      lastName: profile?.lastName,
      emails: profile?.emails.map((entry) => entry.email),
    }),
    [profile],
  );
  const resolver = useMemo(
    () => passwordChangeResolver(policy, estimator && { estimator, details }),
    [policy, estimator, details],
  );
  const { control, handleSubmit, reset } = useForm<PasswordChange>({
    defaultValues: EMPTY_PASSWORD_CHANGE,
    resolver,
  });
  const change = useChangePassword();

  const onSubmit = handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        notify.success(messages.passwordChanged);
        reset(EMPTY_PASSWORD_CHANGE);
      },
      onError: (error) => notify.error(error.message),
    }),
  );

  return (
    <TitledSection title={t('accountSecurity.passwordTitle')}>
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} sx={{ maxWidth: 560 }}>
        <FormTextField
          control={control}
          name="currentPassword"
          password
          label={t('accountSecurity.currentPassword')}
          autoComplete="current-password"
          required
        />
        <NewPasswordFields
          control={control}
          names={{ password: 'newPassword', confirmation: 'confirmNewPassword' }}
          labels={{ password: t('fields.newPassword'), confirmation: t('accountSecurity.confirmNewPassword') }}
          rules={{ password: { deps: ['confirmNewPassword'] } }}
          strength={{ estimator, details }}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={change.isPending}>
            {t('accountSecurity.changePassword')}
          </Button>
        </Box>
      </Stack>
    </TitledSection>
  );
}
