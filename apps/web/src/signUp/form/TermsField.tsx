import { useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { TermsDialog } from './TermsDialog.tsx';
import type { SignupFormValues } from './types.ts';

/** The terms checkbox (not sent) and the link that opens the terms of use. */
export function TermsField() {
  const { t } = useTranslation();
  const { control } = useFormContext<SignupFormValues>();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Controller
        control={control}
        name="cgu"
        render={({ field, fieldState }) => (
          <FormControl required error={Boolean(fieldState.error)}>
            <FormControlLabel
              required
              label={t('terms.accept')}
              control={
                <Checkbox
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                  slotProps={{ input: { ref: field.ref } }}
                />
              }
              sx={{ mr: 0.5 }}
            />
            <Typography component="span" sx={{ pl: 4 }}>
              <Link component="button" type="button" onClick={() => setOpen(true)}>
                {t('terms.link')}
              </Link>
            </Typography>
            {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
          </FormControl>
        )}
      />
      <TermsDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
