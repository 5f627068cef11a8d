import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { groupSecret } from './totpQr.ts';

/** The TOTP secret, for an authenticator app that cannot scan: shown in groups, with a copy button. */
export function TotpSecret({ secret }: { secret: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);

  async function copySecret(): Promise<void> {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      // No clipboard (insecure context, refusal): the secret stays selectable.
    }
  }

  return (
    <Box>
      <Typography variant="body2">{t('accountSecurity.totpSecret')}</Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Box
          component="code"
          sx={{ fontFamily: 'monospace', fontSize: '1.1rem', overflowWrap: 'anywhere', userSelect: 'all', flex: 1 }}
        >
          {groupSecret(secret)}
        </Box>
        <IconButton aria-label={t('accountSecurity.copySecret')} onClick={() => void copySecret()}>
          <ContentCopyIcon />
        </IconButton>
      </Stack>
      <Typography role="status" variant="body2" sx={{ color: 'success.main', minHeight: '1.5em' }}>
        {copied ? t('accountSecurity.secretCopied') : ''}
      </Typography>
    </Box>
  );
}
