import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DirectoryRefresh } from '@portal/shared';
import { DecisionButtons } from './DecisionButtons.tsx';
import { RefreshFigures } from './RefreshFigures.tsx';

/** The refresh running or awaiting confirmation: its figures so far, and the decision it waits for. */
export function CurrentRefresh({ refresh }: { refresh: DirectoryRefresh }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Stack spacing={2}>
        <Typography id={titleId} variant="h2">
          {t('admin.directory.current')}
        </Typography>
        <RefreshFigures refresh={refresh} />
        {refresh.state === 'awaitingConfirmation' && <DecisionButtons refresh={refresh} />}
      </Stack>
    </Paper>
  );
}
