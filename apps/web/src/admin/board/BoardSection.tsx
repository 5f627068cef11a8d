import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface BoardSectionProps {
  title: string;
  total: number;
  empty: string;
  /** The screen holding the whole list, if one does. */
  seeAll?: string;
  /** The oldest items. */
  children: ReactNode;
}

/** One list of the to-do board: its title and total, its oldest items, or the French "none". */
export function BoardSection({ title, total, empty, seeAll, children }: BoardSectionProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'baseline', columnGap: 2, mb: 1 }}>
        <Typography id={titleId} variant="h2">
          {title}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('admin.board.total', { count: total })}</Typography>
      </Stack>
      {total === 0 ? (
        <Typography>{empty}</Typography>
      ) : (
        <Box sx={{ minWidth: 0 }}>
          {children}
          {seeAll && (
            <Link component={RouterLink} to={seeAll} sx={{ display: 'inline-block', mt: 1 }}>
              {t('admin.seeAll')}
            </Link>
          )}
        </Box>
      )}
    </Paper>
  );
}
