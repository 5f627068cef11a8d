import { useTranslation } from 'react-i18next';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ACCOUNT_FILTERS, ADMIN_SEARCH_MAX_LENGTH, type AccountFilter, type AccountSearch } from '@portal/shared';
import { useSearchText } from '../components/useSearchText.ts';
import { useAdminSiteChoices } from './useAdminSiteChoices.ts';

interface AccountSearchFieldsProps {
  search: AccountSearch;
  onChange: (changes: Pick<AccountSearch, 'q' | 'state' | 'adminSiteId'>) => void;
}

/** The search text (sent once typing pauses), the state and, with more than one centre, the centre. */
export function AccountSearchFields({ search, onChange }: AccountSearchFieldsProps) {
  const { t } = useTranslation();
  const adminSites = useAdminSiteChoices();
  const { q = '', state, adminSiteId } = search;
  const [text, setText] = useSearchText(q, (typed) => onChange({ q: typed || undefined, state, adminSiteId }));

  return (
    <Stack role="search" aria-label={t('admin.users.searchLabel')} direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <TextField
        label={t('admin.search')}
        helperText={t('admin.users.searchHint')}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        size="small"
        fullWidth
        slotProps={{ htmlInput: { maxLength: ADMIN_SEARCH_MAX_LENGTH } }}
      />
      <TextField
        select
        label={t('admin.users.state')}
        value={state ?? ''}
        onChange={(event) =>
          onChange({ q: q || undefined, state: (event.target.value as AccountFilter) || undefined, adminSiteId })
        }
        size="small"
        sx={{ minWidth: { md: 240 } }}
      >
        <MenuItem value="">{t('admin.users.allStates')}</MenuItem>
        {ACCOUNT_FILTERS.map((filter) => (
          <MenuItem key={filter} value={filter}>
            {t(`admin.filters.${filter}`)}
          </MenuItem>
        ))}
      </TextField>
      {adminSites.length > 1 && (
        <TextField
          select
          label={t('jobPlaces.adminSite')}
          value={adminSiteId ?? ''}
          onChange={(event) => onChange({ q: q || undefined, state, adminSiteId: event.target.value || undefined })}
          size="small"
          sx={{ minWidth: { md: 240 } }}
        >
          <MenuItem value="">{t('admin.users.allAdminSites')}</MenuItem>
          {adminSites.map((adminSite) => (
            <MenuItem key={adminSite.adminSiteId} value={adminSite.adminSiteId}>
              {adminSite.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Stack>
  );
}
