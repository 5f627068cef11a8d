import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { ADMIN_SEARCH_MAX_LENGTH, type AdminAccountSummary, type Page } from '@portal/shared';
import { useDebouncedValue } from '../../components/useDebouncedValue.ts';
import { useAdminQuery } from '../adminCalls.ts';
import { accountName } from '../components/accountName.ts';
import { queryString } from '../components/pageParams.ts';

const PICKER_DEBOUNCE_MS = 500;

interface AccountPickerProps {
  value: AdminAccountSummary | null;
  onChange: (account: AdminAccountSummary | null) => void;
  error?: string;
}

const optionText = (account: AdminAccountSummary) =>
  account.email ? `${accountName(account)} (${account.email})` : accountName(account);

/** A search field listing the accounts found (`GET /api/admin/users?q=`) to pick one. */
export function AccountPicker({ value, onChange, error }: AccountPickerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), PICKER_DEBOUNCE_MS);
  const found = useAdminQuery<Page<AdminAccountSummary>>(`/api/admin/users${queryString({ q })}`, {
    enabled: q !== '',
  });
  return (
    <Autocomplete
      value={value}
      onChange={(_, account) => onChange(account)}
      inputValue={text}
      onInputChange={(_, next) => setText(next)}
      options={q ? (found.data?.items ?? []) : []}
      filterOptions={(options) => options}
      getOptionLabel={optionText}
      isOptionEqualToValue={(option, chosen) => option.userId === chosen.userId}
      loading={found.isFetching}
      loadingText={t('app.loading')}
      noOptionsText={q ? t('admin.adminSites.noAccount') : t('admin.adminSites.typeToSearch')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('admin.adminSites.account')}
          required
          error={Boolean(error)}
          helperText={error ?? t('admin.adminSites.typeToSearch')}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, maxLength: ADMIN_SEARCH_MAX_LENGTH },
          }}
        />
      )}
    />
  );
}
