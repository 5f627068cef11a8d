import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { DialogForm } from '../../components/DialogForm.tsx';
import { useBindableApps } from './bindableApps.ts';
import { ClientAppsChoice } from './ClientAppsChoice.tsx';

export interface EmailSettings {
  /** Client ids of the apps that see this address. */
  clientApps: string[];
  isPrincipal: boolean;
}

interface EmailAppsStepProps {
  initial: EmailSettings;
  /** The principal address cannot stop being principal here: another one must become principal. */
  principalLocked?: boolean;
  /** Why the principal flag is locked (by default: make another address principal). */
  principalHint?: string;
  onSave: (settings: EmailSettings) => void;
  onCancel: () => void;
}

/** Which client apps (configured, not link-only) see the address, and whether it is principal. */
export function EmailAppsStep({
  initial,
  principalLocked = false,
  principalHint,
  onSave,
  onCancel,
}: EmailAppsStepProps) {
  const { t } = useTranslation();
  const apps = useBindableApps();
  const [clientApps, setClientApps] = useState(initial.clientApps);
  const [isPrincipal, setPrincipal] = useState(initial.isPrincipal);
  return (
    <DialogForm
      onSubmit={(event) => {
        event.preventDefault();
        onSave({ clientApps: apps.map((app) => app.client_id).filter((id) => clientApps.includes(id)), isPrincipal });
      }}
      onCancel={onCancel}
      submitLabel={t('app.save')}
      submitAutoFocus
    >
      <Stack spacing={2}>
        <ClientAppsChoice apps={apps} value={clientApps} onChange={setClientApps} />
        <FormControl>
          <FormControlLabel
            label={t('myProfile.makePrincipal')}
            control={
              <Checkbox
                checked={isPrincipal}
                disabled={principalLocked}
                onChange={(event) => setPrincipal(event.target.checked)}
              />
            }
          />
          {principalLocked && <FormHelperText>{principalHint ?? t('myProfile.principalLocked')}</FormHelperText>}
        </FormControl>
      </Stack>
    </DialogForm>
  );
}
