import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import type { PhoneEntry } from '@portal/shared';
import { PhoneInput } from './PhoneInput.tsx';

interface PhoneRowProps {
  phone: PhoneEntry;
  onChange: (phone: string) => void;
  onPrincipal: () => void;
  onDelete: () => void;
}

/** A validated phone: principal choice, edit and delete. */
export function PhoneRow({ phone, onChange, onPrincipal, onDelete }: PhoneRowProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  if (editing) {
    return (
      <PhoneInput
        label={t('fields.phone')}
        initial={phone.phone}
        buttonLabel={t('app.save')}
        onValid={(value) => {
          onChange(value);
          setEditing(false);
        }}
      />
    );
  }
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography sx={{ flexGrow: 1, minWidth: '8em' }}>{phone.phone}</Typography>
      <FormControlLabel
        label={t('signUp.principal')}
        control={<Radio checked={phone.isPrincipal} onChange={onPrincipal} value={phone.phone} />}
      />
      <IconButton aria-label={t('signUp.editPhone', { phone: phone.phone })} onClick={() => setEditing(true)}>
        <EditIcon />
      </IconButton>
      <IconButton aria-label={t('signUp.deletePhone', { phone: phone.phone })} onClick={onDelete}>
        <DeleteIcon />
      </IconButton>
    </Stack>
  );
}
