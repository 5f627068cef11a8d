import { useEffect } from 'react';
import { startMessages } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { useHashQuery } from '../components/useHashQuery.ts';
import { useNotify } from '../notifications/useNotify.ts';

/** Notifications the server asks for through the portal's hash query, shown once. */
export function usePortalNotices(): void {
  const { t } = useTranslation();
  const notify = useNotify();
  const query = useHashQuery();
  const passwordReset = query.get('passwordReset');
  const err = query.get('err');
  const { remove } = query;

  useEffect(() => {
    if (passwordReset !== 'ok') return;
    notify.success(startMessages.passwordChanged);
    remove('passwordReset');
  }, [notify, passwordReset, remove]);

  useEffect(() => {
    if (err !== 'invalidResetToken') return;
    notify.error(t('portal.invalidResetToken'));
    remove('err');
  }, [err, notify, remove, t]);
}
