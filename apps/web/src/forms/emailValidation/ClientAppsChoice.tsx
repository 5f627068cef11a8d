import { useTranslation } from 'react-i18next';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import type { ClientApp } from '@portal/shared';

interface ClientAppsChoiceProps {
  apps: ClientApp[];
  /** Client ids of the ticked apps. */
  value: string[];
  onChange: (clientApps: string[]) => void;
}

/** One checkbox per client app that may see an address. */
export function ClientAppsChoice({ apps, value, onChange }: ClientAppsChoiceProps) {
  const { t } = useTranslation();
  const toggle = (clientId: string, checked: boolean) =>
    onChange(checked ? [...value, clientId] : value.filter((id) => id !== clientId));
  return (
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
                  checked={value.includes(app.client_id)}
                  onChange={(event) => toggle(app.client_id, event.target.checked)}
                />
              }
            />
          ))}
        </FormGroup>
      )}
      <FormHelperText>{t('myProfile.emailAppsHint')}</FormHelperText>
    </FormControl>
  );
}
