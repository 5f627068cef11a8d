import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PendingUpdateToReview } from '@portal/shared';
import { AccountLink } from '../components/AccountLink.tsx';
import { accountName } from '../components/accountName.ts';
import { formatDateTime } from '../components/formatDateTime.ts';
import { DecisionDialog } from './DecisionDialog.tsx';
import { DirectoryCheckNote } from '../rppsCheck/DirectoryCheckNote.tsx';
import { RppsSourceNote } from '../rppsCheck/RppsSourceNote.tsx';
import { PENDING_FIELD_LABELS } from './pendingValue.ts';
import type { Decision } from './usePendingUpdateDecision.ts';
import { ValueColumns } from './ValueColumns.tsx';

/** An identity change to review: who asks what, the values side by side, the directory's word and whether the RPPS is certified, approve or reject. */
export function PendingUpdateReview({ pendingUpdate }: { pendingUpdate: PendingUpdateToReview }) {
  const { t } = useTranslation();
  const [decision, setDecision] = useState<Decision>('approve');
  const [open, setOpen] = useState(false);
  const field = t(PENDING_FIELD_LABELS[pendingUpdate.field]);
  const name = accountName(pendingUpdate);
  const decide = (chosen: Decision) => {
    setDecision(chosen);
    setOpen(true);
  };
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={1.5}>
          <Typography component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {field} – <AccountLink userId={pendingUpdate.userId} name={name} />
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('admin.pendingUpdates.askedOn', { date: formatDateTime(pendingUpdate.createdAt) })}
          </Typography>
          <ValueColumns pendingUpdate={pendingUpdate} />
          {pendingUpdate.rppsCheck && (
            <>
              <DirectoryCheckNote check={pendingUpdate.rppsCheck.directoryCheck} />
              <RppsSourceNote source={pendingUpdate.rppsCheck.source} />
            </>
          )}
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button
              size="small"
              variant="contained"
              onClick={() => decide('approve')}
              aria-label={t('buttonNames.approveChange', { name, field })}
            >
              {t('admin.pendingUpdates.approve')}
            </Button>
            <Button
              size="small"
              variant="outlined"
              color="error"
              onClick={() => decide('reject')}
              aria-label={t('buttonNames.rejectChange', { name, field })}
            >
              {t('admin.pendingUpdates.reject')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
      <DecisionDialog pendingUpdate={pendingUpdate} decision={decision} open={open} onClose={() => setOpen(false)} />
    </Card>
  );
}
