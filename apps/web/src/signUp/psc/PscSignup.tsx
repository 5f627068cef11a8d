import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { messages, pscMessages, type PscUserInfo } from '@portal/shared';
import { ApiError } from '../../api/api.ts';
import { PageLoading } from '../../components/PageLoading.tsx';
import type { LockableIdentityField } from '../../forms/IdentityFields.tsx';
import { SignupForm } from '../form/SignupForm.tsx';
import { usePscUserInfo } from './usePscUserInfo.ts';

/** The sign-up after Pro Santé Connect (`#/signUp/rpps?pscUserInfo=…`): no directory search, the form pre-filled. */
export function PscSignup({ reference }: { reference: string }) {
  const { t } = useTranslation();
  const userInfo = usePscUserInfo(reference);
  if (userInfo.isPending) return <PageLoading />;
  if (userInfo.isError) {
    const expired = userInfo.error instanceof ApiError && userInfo.error.status === 400;
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="error" role="alert" sx={{ alignSelf: 'stretch' }}>
          {expired ? pscMessages.userInfoExpired : userInfo.error.message || messages.genericError}
        </Alert>
        <Button component={RouterLink} to="/signUp/choice" variant="contained">
          {t('psc.backToChoice')}
        </Button>
      </Stack>
    );
  }
  const info = userInfo.data;
  return (
    <Stack spacing={3}>
      <Alert severity="info" role="status">
        {t('psc.prefilled')}
      </Alert>
      <SignupForm
        key={reference}
        kind="rpps"
        defaults={signupDefaults(info)}
        locked={lockedFields(info)}
        suggestedEmail={info.email}
        suggestedJobPlaceIds={info.jobPlaces.flatMap((jobPlace) => jobPlace.jobPlaceId ?? [])}
        pscUserInfo={reference}
      />
    </Stack>
  );
}

function signupDefaults(info: PscUserInfo) {
  return {
    civilTitle: info.civilTitle,
    firstName: info.firstName,
    lastName: info.lastName,
    rpps: info.rpps,
    jobCode: info.jobCode ?? '',
  };
}

/** What Pro Santé Connect certified is read only; a value it left empty (e.g. no RPPS) is typed in. */
function lockedFields(info: PscUserInfo): LockableIdentityField[] {
  return (['lastName', 'firstName', 'rpps'] as const).filter((name) => info[name].trim() !== '');
}
