import type { CSSProperties } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Disclaimer as DisclaimerConfig } from '@portal/shared';
import { SanitizedHtml } from '../components/SanitizedHtml.tsx';

/** A configured notice beside the tiles: optional image and title, HTML text. */
export function Disclaimer({ disclaimer }: { disclaimer: DisclaimerConfig }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'flex-start' }}>
      {disclaimer.img && (
        <img
          src={disclaimer.img}
          alt=""
          style={{ maxWidth: 64, ...(disclaimer.img_style as CSSProperties | undefined) }}
        />
      )}
      <Box sx={{ minWidth: 0 }}>
        {disclaimer.img_title && (
          <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 0.5 }}>
            {disclaimer.img_title}
          </Typography>
        )}
        {disclaimer.text && <SanitizedHtml html={disclaimer.text} sx={{ '& p': { m: 0 }, overflowWrap: 'anywhere' }} />}
      </Box>
    </Paper>
  );
}
