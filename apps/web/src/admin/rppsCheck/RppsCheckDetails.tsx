import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { RppsCheck } from '@portal/shared';
import { DirectoryCheckNote } from './DirectoryCheckNote.tsx';
import { DirectoryRecordText } from './DirectoryRecordText.tsx';
import { RppsSourceNote } from './RppsSourceNote.tsx';

/** An account's RPPS: certified or declared, the directory's verdict, and its record beside the account's names. */
export function RppsCheckDetails({ check }: { check: RppsCheck }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1} sx={{ minWidth: 0 }}>
      <RppsSourceNote source={check.source} />
      <DirectoryCheckNote check={check.directoryCheck} />
      <Box component="dl" sx={{ m: 0, fontSize: '0.875rem' }}>
        <Box component="dt" sx={{ fontWeight: 600, color: 'text.secondary' }}>
          {t('admin.rpps.directory')}
        </Box>
        <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
          <DirectoryRecordText record={check.directoryRecord} />
        </Box>
      </Box>
    </Stack>
  );
}
