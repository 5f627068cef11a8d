import { useState } from 'react';
import { RecoveryCodesOfferDialog } from './RecoveryCodesOfferDialog.tsx';
import { useRecoveryCodesStatus } from './recoveryCodesCalls.ts';

/**
 * The recovery codes' offer, made once the account adds a factor beyond the code by e-mail (the
 * authenticator app activated, a passkey registered) while it has no codes yet.
 */
export function useRecoveryCodesOffer() {
  const status = useRecoveryCodesStatus();
  const [open, setOpen] = useState(false);
  return {
    offer: () => setOpen(status.data?.remaining === 0),
    dialog: <RecoveryCodesOfferDialog open={open} onClose={() => setOpen(false)} />,
  };
}
