import { useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { TermsDialog } from './TermsDialog.tsx';
import type { SignupFormValues } from './types.ts';

/**
 * The terms checkbox (not sent). Its label is one sentence that wraps as one: its end opens the
 * terms of use. That end is an inline link (a button would move to a line of its own), acting as a
 * button: Enter or Space opens the dialog, and the box stays as it was. Its address is the terms'
 * own screen (`#/cgu`), where it leads when opened in a new tab.
 */
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
              label={
                <>
                  {t('terms.accept')}{' '}
                  <Link
                    component={RouterLink}
                    to="/cgu"
                    role="button"
                    onClick={(event) => {
                      // A press opened in a new tab goes to the terms' own screen.
                      if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
                      event.preventDefault();
                      setOpen(true);
                    }}
                    onKeyDown={(event) => {
                      if (event.key !== ' ') return;
                      event.preventDefault();
                      setOpen(true);
                    }}
                  >
                    {t('terms.link')}
                  </Link>
                </>
              }
              control={
                <Checkbox
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                  slotProps={{ input: { ref: field.ref } }}
                />
              }
            />
            {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
          </FormControl>
        )}
      />
      <TermsDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
