import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import type { CivilTitle } from '@portal/shared';
import { CivilTitleField } from './CivilTitleField.tsx';
import { FormTextField } from './FormTextField.tsx';

interface IdentityValues {
  civilTitle: CivilTitle | '';
  lastName: string;
  firstName: string;
  rpps: string;
}

const NAMES = [
  { name: 'lastName', autoComplete: 'family-name' },
  { name: 'firstName', autoComplete: 'given-name' },
] as const;

interface IdentityFieldsProps {
  withRpps: boolean;
  /** Shown under a field, e.g. the profile's pending-update clock. */
  note?: (field: keyof IdentityValues) => ReactNode;
}

/** Civil title, last name, first name and the RPPS number, in a form with these fields. */
export function IdentityFields({ withRpps, note }: IdentityFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <CivilTitleField>{note?.('civilTitle')}</CivilTitleField>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {NAMES.map(({ name, autoComplete }) => (
          <Stack key={name} spacing={0.5} sx={{ flex: 1 }}>
            <FormTextField<IdentityValues>
              name={name}
              label={t(`fields.${name}`)}
              required
              autoComplete={autoComplete}
            />
            {note?.(name)}
          </Stack>
        ))}
      </Stack>
      {withRpps && (
        <Stack spacing={0.5}>
          <FormTextField<IdentityValues>
            name="rpps"
            label={t('fields.rpps')}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 11 } }}
          />
          {note?.('rpps')}
        </Stack>
      )}
    </>
  );
}
