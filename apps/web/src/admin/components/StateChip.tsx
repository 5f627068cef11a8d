import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { AccountState } from '@portal/shared';

const COLORS = { awaitingValidation: 'primary', active: 'success', locked: 'error', throttled: 'error' } as const;

/** An account's state, in words (the colour only repeats them). */
export function StateChip({ state }: { state: AccountState }) {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" color={COLORS[state]} label={t(`admin.states.${state}`)} />;
}
