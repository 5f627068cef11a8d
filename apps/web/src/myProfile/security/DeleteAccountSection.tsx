import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { profileMessages, type UserProfile } from '@portal/shared';
import { leavePortal } from '../../app/leavePortal.ts';
import { TitledSection } from '../../components/TitledSection.tsx';
import { useNotify } from '../../notifications/useNotify.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { useDeleteAccount } from './securityCalls.ts';

/** Time to read `Compte supprimé. Vous allez être redirigé…` before leaving for `/logoutPortal`. */
const REDIRECT_DELAY_MS = 3000;
const LOGOUT_URL = '/logoutPortal';

/**
 * Account deletion behind a confirmation: an administrator (or super admin) is deleted at once and
 * leaves for the logout page; anyone else's request waits for an administrator.
 */
export function DeleteAccountSection({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const deletion = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const admin = profile.isAdmin || profile.isSuperAdmin;

  function openDialog(): void {
    deletion.reset();
    setOpen(true);
  }

  function confirm(): void {
    deletion.mutate(undefined, {
      onSuccess: ({ outcome }) => {
        setOpen(false);
        if (outcome === 'deleted') {
          setDeleted(true);
          notify.success(profileMessages.accountDeleted);
          setTimeout(() => leavePortal(LOGOUT_URL), REDIRECT_DELAY_MS);
        } else {
          notify.success(profileMessages.deletionRequested);
        }
      },
      onError: (error) => notify.error(error.message),
    });
  }

  return (
    <TitledSection title={t('accountSecurity.deleteTitle')}>
      <Typography sx={{ mb: 2 }}>{t('accountSecurity.deleteIntro')}</Typography>
      <Button variant="outlined" color="error" onClick={openDialog} disabled={deleted}>
        {t('accountSecurity.deleteAccount')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('accountSecurity.deleteDialogTitle')}
        confirmLabel={admin ? t('accountSecurity.confirmDeletion') : t('accountSecurity.requestDeletion')}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
        pending={deletion.isPending}
        danger
        error={deletion.error?.message}
      >
        {admin ? t('accountSecurity.deleteExplanationAdmin') : t('accountSecurity.deleteExplanationUser')}
      </ConfirmDialog>
    </TitledSection>
  );
}
