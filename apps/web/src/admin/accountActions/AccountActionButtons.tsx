import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ACCOUNT_ACTION_RULES, type ConfirmedAction } from './accountActionRules.ts';
import { AccountActionDialog } from './AccountActionDialog.tsx';
import { useAccountAction } from './useAccountAction.ts';

interface AccountActionButtonsProps {
  userId: string;
  name: string;
  actions: ConfirmedAction[];
  /** After an action that removes the account (refusal, deletion). */
  onRemoved?: () => void;
  /** In a list of accounts, each button is named after its account too (`Valider le compte : Léa Martinez`). */
  listed?: boolean;
}

/** One button per action at hand, each confirmed by its dialog. */
export function AccountActionButtons({ userId, name, actions, onRemoved, listed }: AccountActionButtonsProps) {
  const { t } = useTranslation();
  const call = useAccountAction();
  const [chosen, setChosen] = useState<ConfirmedAction>('activate');
  const [open, setOpen] = useState(false);

  function start(action: ConfirmedAction): void {
    call.reset();
    setChosen(action);
    setOpen(true);
  }

  function confirm(reason?: string): void {
    call.mutate(
      { userId, action: chosen, reason },
      {
        onSuccess: () => {
          setOpen(false);
          if (ACCOUNT_ACTION_RULES[chosen].removes) onRemoved?.();
        },
      },
    );
  }

  return (
    <>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, overflowWrap: 'normal' }}>
        {actions.map((action) => (
          <Button
            key={action}
            size="small"
            variant={ACCOUNT_ACTION_RULES[action].removes ? 'outlined' : 'contained'}
            color={ACCOUNT_ACTION_RULES[action].removes ? 'error' : 'primary'}
            onClick={() => start(action)}
            aria-label={
              listed
                ? t('buttonNames.accountAction', { action: t(`admin.account.actions.${action}.button`), name })
                : undefined
            }
          >
            {t(`admin.account.actions.${action}.button`)}
          </Button>
        ))}
      </Stack>
      <AccountActionDialog
        action={chosen}
        open={open}
        name={name}
        pending={call.isPending}
        error={call.error?.message}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
