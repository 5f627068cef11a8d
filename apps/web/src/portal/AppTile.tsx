import ButtonBase from '@mui/material/ButtonBase';
import Box from '@mui/material/Box';
import type { ClientApp } from '@portal/shared';
import { palette } from '../app/theme.ts';

interface AppTileProps {
  app: ClientApp;
  onOpen: (app: ClientApp) => void;
}

/** Tile icons are square: the tile keeps its height while the icon loads (no layout shift). */
const SQUARE_ICON = { width: 64, height: 64 };

/** One client application: its icon and portal name, in its colours, swapped on hover and focus. */
export function AppTile({ app, onOpen }: AppTileProps) {
  const { style } = app;
  const background = style.background ?? palette.primary;
  const color = style.color ?? '#ffffff';
  const hoverBackground = style.hoverBackground ?? '#ffffff';
  const hoverColor = style.hoverColor ?? background;
  const iconWidth = style.iconWidth ?? '56px';

  return (
    <ButtonBase
      onClick={() => onOpen(app)}
      sx={{
        width: '100%',
        minHeight: 140,
        p: 2,
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        borderRadius: 2,
        border: `2px solid ${background}`,
        bgcolor: background,
        color,
        boxShadow: 1,
        transition: 'background-color 155ms, color 155ms',
        '& .tile-icon-hover': { display: 'none' },
        '&:hover, &.Mui-focusVisible': {
          bgcolor: hoverBackground,
          color: hoverColor,
          '& .tile-icon': { display: style.hoverIconUrl ? 'none' : 'block' },
          '& .tile-icon-hover': { display: 'block' },
        },
        '&.Mui-focusVisible': { outline: `3px solid ${palette.primaryDark}`, outlineOffset: '3px' },
      }}
    >
      {(
        [
          ['tile-icon', style.iconUrl, 'eager'],
          // Hidden until hovered or focused: fetched then, not on a phone's first load.
          ['tile-icon-hover', style.hoverIconUrl, 'lazy'],
        ] as const
      ).map(
        ([className, src, loading]) =>
          src && (
            <Box
              key={className}
              component="img"
              className={className}
              src={src}
              loading={loading}
              alt=""
              {...SQUARE_ICON}
              sx={{ width: iconWidth, height: 'auto' }}
            />
          ),
      )}
      <Box component="span" sx={{ fontSize: '1.05rem', fontWeight: 600, textAlign: 'center' }}>
        {app.portal_name}
      </Box>
    </ButtonBase>
  );
}
