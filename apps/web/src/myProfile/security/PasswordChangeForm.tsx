import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { messages, type PasswordChange } from '@portal/shared';
import { muiRegister } from '../../components/muiRegister.ts';
import { PasswordField } from '../../components/PasswordField.tsx';
import { useConfig } from '../../config/ConfigContext.ts';
import { useNotify } from '../../notifications/useNotify.ts';
import { EMPTY_PASSWORD_CHANGE, passwordChangeResolver } from './passwordChangeResolver.ts';
import { useChangePassword } from './securityCalls.ts';

/** Current password, new password (configured policy) and its confirmation: `PATCH /api/users/me/password`. */
export function PasswordChangeForm() {
  const { t } = useTranslation();
  const titleId = useId();
  const { password_security: policy } = useConfig();
  const notify = useNotify();
  const resolver = useMemo(() => passwordChangeResolver(policy), [policy]);
  const { register, handleSubmit, reset, formState } = useForm<PasswordChange>({
    defaultValues: EMPTY_PASSWORD_CHANGE,
    resolver,
  });
  const { errors } = formState;
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
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h2" gutterBottom>
        {t('accountSecurity.passwordTitle')}
      </Typography>
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} sx={{ maxWidth: 560 }}>
        <PasswordField
          label={t('accountSecurity.currentPassword')}
          autoComplete="current-password"
          required
          fullWidth
          error={Boolean(errors.currentPassword)}
          helperText={errors.currentPassword?.message}
          {...muiRegister(register('currentPassword'))}
        />
        <PasswordField
          label={t('accountSecurity.newPassword')}
          autoComplete="new-password"
          required
          fullWidth
          error={Boolean(errors.newPassword)}
          helperText={errors.newPassword?.message ?? messages.passwordHint}
          {...muiRegister(register('newPassword', { deps: ['confirmNewPassword'] }))}
        />
        <PasswordField
          label={t('accountSecurity.confirmNewPassword')}
          autoComplete="new-password"
          required
          fullWidth
          error={Boolean(errors.confirmNewPassword)}
          helperText={errors.confirmNewPassword?.message}
          {...muiRegister(register('confirmNewPassword'))}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={change.isPending}>
            {t('accountSecurity.changePassword')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
