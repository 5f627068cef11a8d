import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { banners, type ClientAppEntry } from '@portal/shared';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { useSuspendClientApp } from './useSuspendClientApp.ts';

/** A client app, its state in words, and a switch that suspends or resumes it once confirmed. */
export function ClientAppRow({ clientApp }: { clientApp: ClientAppEntry }) {
  const { t } = useTranslation();
  const call = useSuspendClientApp();
  const [open, setOpen] = useState(false);
  const { clientId, label, suspended } = clientApp;
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, py: 1 }}
    >
      <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
        <Typography variant="body2" sx={{ color: suspended ? 'error.main' : 'text.secondary' }}>
          {suspended ? t('admin.clientApps.suspended') : t('admin.clientApps.active')}
        </Typography>
      </Box>
      <FormControlLabel
        label={t('admin.clientApps.suspend', { label })}
        control={
          <Switch
            checked={suspended}
            onChange={() => {
              call.reset();
              setOpen(true);
            }}
          />
        }
      />
      <ConfirmDialog
        open={open}
        title={t(suspended ? 'admin.clientApps.resumeTitle' : 'admin.clientApps.suspendTitle', { label })}
        confirmLabel={suspended ? t('admin.clientApps.resumeConfirm') : t('admin.clientApps.suspendConfirm')}
        danger={!suspended}
        pending={call.isPending}
        error={call.error?.message}
        onConfirm={() => call.mutate({ clientId, suspended: !suspended }, { onSuccess: () => setOpen(false) })}
        onClose={() => setOpen(false)}
      >
        {suspended ? (
          t('admin.clientApps.resumeText')
        ) : (
          <>
            {t('admin.clientApps.suspendText')} « {banners.appSuspended} »
          </>
        )}
      </ConfirmDialog>
    </Box>
  );
}
