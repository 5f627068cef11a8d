import { useTranslation } from 'react-i18next';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ADMIN_SEARCH_MAX_LENGTH, AUDIT_ACTIONS, type AuditAction, type AuditSearch } from '@portal/shared';
import { useSearchText } from '../components/useSearchText.ts';

interface AuditFiltersProps {
  search: AuditSearch;
  onChange: (changes: Pick<AuditSearch, 'q' | 'action' | 'userId'>) => void;
}

/** The search text (names and addresses) and the action. */
export function AuditFilters({ search, onChange }: AuditFiltersProps) {
  const { t } = useTranslation();
  const { q = '', action, userId } = search;
  const [text, setText] = useSearchText(q, (typed) => onChange({ q: typed || undefined, action, userId }));
  return (
    <Stack role="search" aria-label={t('admin.audit.title')} direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <TextField
        label={t('admin.search')}
        helperText={t('admin.audit.searchHint')}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        size="small"
        fullWidth
        slotProps={{ htmlInput: { maxLength: ADMIN_SEARCH_MAX_LENGTH } }}
      />
      <TextField
        select
        label={t('admin.audit.action')}
        value={action ?? ''}
        onChange={(event) =>
          onChange({ q: q || undefined, action: (event.target.value as AuditAction) || undefined, userId })
        }
        size="small"
        sx={{ minWidth: { md: 280 } }}
      >
        <MenuItem value="">{t('admin.audit.allActions')}</MenuItem>
        {AUDIT_ACTIONS.map((one) => (
          <MenuItem key={one} value={one}>
            {t(`admin.audit.actions.${one}`)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
