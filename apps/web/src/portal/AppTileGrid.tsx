import Box from '@mui/material/Box';
import type { ClientApp } from '@portal/shared';
import { trackTileClick } from '../tracking/matomo.ts';
import { AppTile } from './AppTile.tsx';

interface AppTileGridProps {
  apps: ClientApp[];
  onOpen: (app: ClientApp) => void;
}

/**
 * The tiles, as a list that wraps from one column at 320 px to several on wide screens. Each click
 * is sent to the analytics tool (spec section 2).
 */
export function AppTileGrid({ apps, onOpen }: AppTileGridProps) {
  const openTracked = (app: ClientApp) => {
    trackTileClick(app.client_name);
    onOpen(app);
  };
  return (
    <Box
      component="ul"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 180px), 1fr))',
        gap: 2,
        m: 0,
        p: 0,
        listStyle: 'none',
      }}
    >
      {apps.map((app) => (
        <li key={app.client_id}>
          <AppTile app={app} onOpen={openTracked} />
        </li>
      ))}
    </Box>
  );
}
