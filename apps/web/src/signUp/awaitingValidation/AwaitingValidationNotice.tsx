import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import type { CurrentUser } from '@portal/shared';
import { awaitingValidationFlag } from './awaitingValidationFlag.ts';

/**
 * On the portal after a sign-up, for as long as the visitor is not signed in: the account awaits an
 * administrator's validation, and a mail will say when it is done. It stays until dismissed; a
 * signed-in account that is validated clears it (one that is not gets the portal's own banner).
 */
export function AwaitingValidationNotice({ user }: { user: CurrentUser | null | undefined }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(awaitingValidationFlag.isSet);
  const validated = Boolean(user?.activated);
  useEffect(() => {
    if (!validated) return;
    awaitingValidationFlag.clear();
    setShown(false);
  }, [validated]);
  if (!shown || user !== null) return null;
  return (
    <Alert
      severity="info"
      role="status"
      closeText={t('signUp.dismissNotice')}
      onClose={() => {
        awaitingValidationFlag.clear();
        setShown(false);
      }}
    >
      {t('signUp.awaitingValidation')}
    </Alert>
  );
}
