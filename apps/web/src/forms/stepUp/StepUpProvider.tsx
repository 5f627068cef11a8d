import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { REAUTHENTICATION_REQUIRED } from '@portal/shared';
import { ApiError } from '../../api/api.ts';
import { lazyScreen } from '../../app/lazyScreen.ts';
import { OnDemand } from '../../components/OnDemand.tsx';

const PasswordConfirmDialog = lazyScreen(() =>
  import('./PasswordConfirmDialog.tsx').then((m) => m.PasswordConfirmDialog),
);

/** Runs a call; when the server asks for the password again first, asks for it, then runs the call once more. */
type WithStepUp = <T>(call: () => Promise<T>) => Promise<T>;

const StepUpContext = createContext<WithStepUp>((call) => call());

/** The password confirmation that sensitive changes may ask for, one dialog for the whole app. */
export function StepUpProvider({ children }: { children: ReactNode }) {
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
    () => async (call) => {
      try {
        return await call();
      } catch (error) {
        if (!(error instanceof ApiError) || error.code !== REAUTHENTICATION_REQUIRED) throw error;
        if (!(await confirm())) throw error;
        return call();
      }
    },
    [confirm],
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
