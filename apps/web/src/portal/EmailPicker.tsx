import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { Email } from '@portal/shared';
import { useTranslation } from 'react-i18next';

/** The value of the "I do not know which address" choice. */
export const UNKNOWN_EMAIL = '';

interface EmailPickerProps {
  appName: string;
  emails: Email[];
  value: string;
  onChange: (email: string) => void;
}

/** One radio per address of the user, plus "I do not know which address to use". */
export function EmailPicker({ appName, emails, value, onChange }: EmailPickerProps) {
  const { t } = useTranslation();
  return (
    <FormControl>
      <FormLabel id="email-choice-label" sx={{ mb: 1 }}>
        {t('emailChoice.pick', { app: appName })}
      </FormLabel>
      <RadioGroup
        aria-labelledby="email-choice-label"
        name="email"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {emails.map((email) => (
          <FormControlLabel
            key={email.emailId}
            value={email.email}
            control={<Radio />}
            label={email.email}
            sx={{ overflowWrap: 'anywhere' }}
          />
        ))}
        <FormControlLabel value={UNKNOWN_EMAIL} control={<Radio />} label={t('emailChoice.unknown')} />
      </RadioGroup>
    </FormControl>
  );
}
