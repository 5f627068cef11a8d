import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { REAUTHENTICATION_REQUIRED } from '@portal/shared';
import { ApiError } from '../../api/api.ts';
import { lazyScreen } from '../../app/lazyScreen.ts';
import { OnDemand } from '../../components/OnDemand.tsx';

const PasswordConfirmDialog = lazyScreen(() =>
  import('./PasswordConfirmDialog.tsx').then((m) => m.PasswordConfirmDialog),
);

interface StepUpOptions {
  /** Runs when the server asks for the password, before the dialog opens (e.g. to close a waiting tab). */
  onAsk?: () => void;
}

/**
 * Runs a call; when the server asks for the password again first, asks for it, then runs the call
 * once more. Not confirmed (the dialog cancelled), the call fails with a message saying nothing changed.
 */
type WithStepUp = <T>(call: () => Promise<T>, options?: StepUpOptions) => Promise<T>;

const StepUpContext = createContext<WithStepUp>((call) => call());

/** The password confirmation that the changes deciding who gets in may ask for, one dialog for the whole app. */
export function StepUpProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const answer = useRef<(confirmed: boolean) => void>(undefined);

  const confirm = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        answer.current = resolve;
        setOpen(true);
      }),
    [],
  );
  const close = (confirmed: boolean) => {
    setOpen(false);
    answer.current?.(confirmed);
  };

  const withStepUp = useMemo<WithStepUp>(
    () =>
      async (call, { onAsk } = {}) => {
        try {
          return await call();
        } catch (error) {
          if (!(error instanceof ApiError) || error.code !== REAUTHENTICATION_REQUIRED) throw error;
          onAsk?.();
          if (!(await confirm())) throw new ApiError(t('stepUp.notConfirmed'), error.status, error.code);
          return call();
        }
      },
    [confirm, t],
  );

  return (
    <StepUpContext.Provider value={withStepUp}>
      {children}
      <OnDemand when={open}>
        <PasswordConfirmDialog open={open} onConfirmed={() => close(true)} onCancel={() => close(false)} />
      </OnDemand>
    </StepUpContext.Provider>
  );
}

export const useStepUp = () => useContext(StepUpContext);
