import { useEffect, useState } from 'react';
import type { PasswordStrengthEstimator } from '@portal/shared';

let loading: Promise<PasswordStrengthEstimator> | undefined;

/**
 * zxcvbn-ts and its dictionaries (a chunk of its own, some 400 kB compressed), fetched the first
 * time a screen asks for a new password: no first screen, the sign-in's above all, carries them.
 */
function loadEstimator(): Promise<PasswordStrengthEstimator> {
  loading ??= import('@portal/shared/password-strength-estimator').then((module) =>
    module.createPasswordStrengthEstimator(),
  );
  // A failed fetch may be retried by the next screen; the server judges the password anyway.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** The estimator once loaded; undefined meanwhile (or if it could not be fetched). */
export function usePasswordStrengthEstimator(): PasswordStrengthEstimator | undefined {
  const [estimator, setEstimator] = useState<PasswordStrengthEstimator>();
  useEffect(() => {
    let mounted = true;
    loadEstimator().then(
      (loaded) => mounted && setEstimator(() => loaded),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, []);
  return estimator;
}
