import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import LockOutlined from '@mui/icons-material/LockOutlined';
import type { CivilTitle } from '@portal/shared';
import { CivilTitleField } from './CivilTitleField.tsx';
import { FormTextField } from './FormTextField.tsx';

interface IdentityValues {
  civilTitle: CivilTitle | '';
  lastName: string;
  firstName: string;
  rpps: string;
}

/** The fields that can be shown read only, e.g. when Pro Santé Connect certified them. */
export type LockableIdentityField = 'lastName' | 'firstName' | 'rpps';

const NAMES = [
  { name: 'lastName', autoComplete: 'family-name' },
  { name: 'firstName', autoComplete: 'given-name' },
] as const;

interface IdentityFieldsProps {
  withRpps: boolean;
  /** Shown under a field, e.g. the profile's pending-update clock. */
  note?: (field: keyof IdentityValues) => ReactNode;
  /** Fields shown read only (still focusable and read out), each with `lockedHint` under it. */
  locked?: readonly LockableIdentityField[];
  lockedHint?: string;
}

/** Civil title, last name, first name and the RPPS number, in a form with these fields. */
export function IdentityFields({ withRpps, note, locked = [], lockedHint }: IdentityFieldsProps) {
  const { t } = useTranslation();
  const lockProps = (name: LockableIdentityField, htmlInput: Record<string, unknown> = {}) =>
    locked.includes(name)
      ? {
          hint: lockedHint,
          slotProps: {
            htmlInput: { ...htmlInput, readOnly: true },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <LockOutlined fontSize="small" aria-hidden="true" />
                </InputAdornment>
              ),
            },
          },
          sx: { '& .MuiInputBase-root': { bgcolor: 'action.hover' } },
        }
      : { slotProps: { htmlInput } };
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
              {...lockProps(name)}
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
            {...lockProps('rpps', { inputMode: 'numeric', maxLength: 11 })}
          />
          {note?.('rpps')}
        </Stack>
      )}
    </>
  );
}
