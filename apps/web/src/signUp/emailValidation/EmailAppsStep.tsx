import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useConfig } from '../../config/ConfigContext.ts';

export interface EmailSettings {
  /** Client ids of the apps that see this address. */
  clientApps: string[];
  isPrincipal: boolean;
}

interface EmailAppsStepProps {
  initial: EmailSettings;
  /** The principal address cannot stop being principal here: another one must become principal. */
  principalLocked?: boolean;
  onSave: (settings: EmailSettings) => void;
  onCancel: () => void;
}

/** Profile: which client apps (configured, not link-only) see the address, and whether it is principal. */
export function EmailAppsStep({ initial, principalLocked = false, onSave, onCancel }: EmailAppsStepProps) {
  const { t } = useTranslation();
  const apps = useConfig().oidc_clients.filter((app) => !app.link_only);
  const [clientApps, setClientApps] = useState(initial.clientApps);
  const [isPrincipal, setPrincipal] = useState(initial.isPrincipal);
  const toggle = (clientId: string, checked: boolean) =>
    setClientApps((current) => (checked ? [...current, clientId] : current.filter((id) => id !== clientId)));
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSave({ clientApps: apps.map((app) => app.client_id).filter((id) => clientApps.includes(id)), isPrincipal });
      }}
    >
      <DialogContent>
        <Stack spacing={2}>
          <FormControl component="fieldset">
            <FormLabel component="legend">{t('myProfile.emailAppsLegend')}</FormLabel>
            {apps.length === 0 ? (
              <Typography variant="body2">{t('myProfile.noEmailApp')}</Typography>
            ) : (
              <FormGroup>
                {apps.map((app) => (
                  <FormControlLabel
                    key={app.client_id}
                    label={app.client_name}
                    control={
                      <Checkbox
                        checked={clientApps.includes(app.client_id)}
                        onChange={(event) => toggle(app.client_id, event.target.checked)}
                      />
                    }
                  />
                ))}
              </FormGroup>
            )}
            <FormHelperText>{t('myProfile.emailAppsHint')}</FormHelperText>
          </FormControl>
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
            {principalLocked && <FormHelperText>{t('myProfile.principalLocked')}</FormHelperText>}
          </FormControl>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('app.cancel')}</Button>
        <Button type="submit" variant="contained" autoFocus>
          {t('myProfile.emailSettingsSave')}
        </Button>
      </DialogActions>
    </form>
  );
}
