import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import GppMaybeIcon from '@mui/icons-material/GppMaybe';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import type { RppsSource } from '@portal/shared';

/** Whether Pro Santé Connect certified the RPPS or its owner only declared it (then why that matters). */
export function RppsSourceNote({ source }: { source: RppsSource }) {
  const { t } = useTranslation();
  const Icon = source === 'certified' ? VerifiedUserIcon : GppMaybeIcon;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography
        component="p"
        variant="body2"
        sx={{ fontWeight: 600, display: 'flex', alignItems: 'flex-start', gap: 0.5 }}
      >
        <Icon fontSize="small" color={source === 'certified' ? 'success' : 'warning'} aria-hidden />
        <span>{t(`admin.rpps.sources.${source}`)}</span>
      </Typography>
      {source === 'declared' && (
        <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }}>
          {t('admin.rpps.declaredHint')}
        </Typography>
      )}
    </Box>
  );
}
