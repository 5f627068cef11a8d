import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { confirmationRule, newPasswordRule, resetRefusalMessage } from '@portal/shared';
import { useConfig } from '../config/ConfigContext.ts';
import { useHashQuery } from '../components/useHashQuery.ts';
import { usePageTitle } from '../components/usePageTitle.ts';
import { NewPasswordFields } from '../forms/NewPasswordFields.tsx';
import { usePasswordStrengthEstimator } from '../forms/passwordStrength/usePasswordStrengthEstimator.ts';
import { useNotify } from '../notifications/useNotify.ts';

interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

const NO_DETAILS = {};

/** `/reinit-password/{token}`: the link of the reset e-mail; a real form posts the new password. */
export function PasswordResetScreen() {
  const { t } = useTranslation();
  const { reinitToken = '' } = useParams();
  const { password_security: policy } = useConfig();
  const notify = useNotify();
  const query = useHashQuery();
  const err = query.get('err');
  const { remove } = query;
  const formRef = useRef<HTMLFormElement>(null);
  // The account is not known here: the server adds its names and addresses to the judgement.
  const estimator = usePasswordStrengthEstimator();
  const { control, handleSubmit } = useForm<NewPasswordValues>({
    defaultValues: { password: '', confirmPassword: '' },
  });
  usePageTitle(t('passwordReset.title'));

  useEffect(() => {
    if (!err) return;
    // Only the server's refusal codes: a text put in the address is never shown as the portal's.
    const message = resetRefusalMessage(err, policy);
    if (message) notify.error(message);
    remove('err');
  }, [err, notify, policy, remove]);

  return (
    <Paper sx={{ p: { xs: 2, sm: 4 }, maxWidth: 560, mx: 'auto' }}>
      <Typography variant="h1" gutterBottom>
        {t('passwordReset.title')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t('passwordReset.explanation')}</Typography>
      <form
        ref={formRef}
        method="post"
        action="/api/password/reinit"
        noValidate
        onSubmit={handleSubmit(() => formRef.current?.submit())}
      >
        <input type="hidden" name="token" value={reinitToken} />
        <Stack spacing={3}>
          <Stack spacing={2}>
            <NewPasswordFields
              control={control}
              names={{ password: 'password', confirmation: 'confirmPassword' }}
              labels={{ password: t('fields.newPassword'), confirmation: t('fields.confirmPassword') }}
              strength={{ estimator, details: NO_DETAILS }}
              rules={{
                password: { validate: newPasswordRule(policy, estimator), deps: ['confirmPassword'] },
                confirmation: { validate: (value, values) => confirmationRule(values.password)(value) },
              }}
            />
          </Stack>
          <Button type="submit" variant="contained" size="large">
            {t('passwordReset.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
