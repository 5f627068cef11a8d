import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProvider, useForm } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import { useConfig } from '../../config/ConfigContext.ts';
import { EmailValidationDialog } from '../../forms/emailValidation/EmailValidationDialog.tsx';
import { focusFirstError } from '../../forms/focusFirstError.ts';
import { IdentityFields, type LockableIdentityField } from '../../forms/IdentityFields.tsx';
import { JobField } from '../../forms/job/JobField.tsx';
import { useJobs } from '../../forms/job/useJobs.ts';
import { NewPasswordFields } from '../../forms/NewPasswordFields.tsx';
import { usePasswordStrengthEstimator } from '../../forms/passwordStrength/usePasswordStrengthEstimator.ts';
import { PhonesField } from '../../forms/phones/PhonesField.tsx';
import { CorporationFields } from './CorporationFields.tsx';
import { EmailField } from './EmailField.tsx';
import { JobPlacesField } from './JobPlacesField.tsx';
import { FIELD_ORDER, signupResolver } from './signupResolver.ts';
import { SubmitButton } from './SubmitButton.tsx';
import { TermsField } from './TermsField.tsx';
import { toPayload } from './toPayload.ts';
import { emptySignupForm, type SignupFormValues, type SignupKind } from './types.ts';
import { useSignup } from './useSignup.ts';

interface SignupFormProps {
  kind: SignupKind;
  /** Pre-filled values, e.g. from the chosen directory doctor. */
  defaults?: Partial<SignupFormValues>;
  /** The chosen doctor's own job places, offered first in the job place dialog. */
  suggestedJobPlaceIds?: string[];
  /** The address the e-mail validation dialog starts with (it still needs its code). */
  suggestedEmail?: string;
  /** Identity fields shown read only: Pro Santé Connect certified them. */
  locked?: readonly LockableIdentityField[];
  /** The reference of `GET /psc/user-info`, sent with the sign-up (the server checks the locked fields). */
  pscUserInfo?: string;
}

/** The sign-up form of both screens, checked with the shared sign-up rules, then posted. */
export function SignupForm({
  kind,
  defaults,
  suggestedJobPlaceIds,
  suggestedEmail,
  locked,
  pscUserInfo,
}: SignupFormProps) {
  const { t } = useTranslation();
  const config = useConfig();
  const jobs = useJobs(kind === 'rpps');
  const [emailOpen, setEmailOpen] = useState(false);
  const estimator = usePasswordStrengthEstimator();
  const form = useForm<SignupFormValues>({
    defaultValues: { ...emptySignupForm, ...defaults },
    resolver: signupResolver(kind, {
      passwordSecurity: config.password_security,
      blockedDomains: config.blocked_email_domains,
      strength: estimator,
    }),
    shouldFocusError: false,
  });
  // Whose password it is, as typed so far: the meter refuses a password built on it.
  const [firstName, lastName, corporationName, email] = form.watch([
    'firstName',
    'lastName',
    'corporationName',
    'email',
  ]);
  const details = useMemo(
    () => ({ firstName, lastName, companyName: corporationName, emails: email ? [email.email] : [] }),
    [firstName, lastName, corporationName, email],
  );
  const signup = useSignup(kind);
  const corporation = form.watch('isCorporation');
  const post = form.handleSubmit(
    (values) => signup.mutate(pscUserInfo ? { ...toPayload(values, kind), pscUserInfo } : toPayload(values, kind)),
    (errors) => focusFirstError(FIELD_ORDER, errors, form.setFocus),
  );
  // One submit, by its button or Enter in a field: before the address is validated, it opens its dialog.
  // A portalled dialog's own form is not this one, though its submit event bubbles here through React.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (event.target !== event.currentTarget) return;
    if (form.getValues('email')) return void post(event);
    event.preventDefault();
    setEmailOpen(true);
  };

  return (
    <FormProvider {...form}>
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={3}>
        {kind === 'no-rpps' && <CorporationFields />}
        {!corporation && <IdentityFields withRpps={kind === 'rpps'} locked={locked} lockedHint={t('psc.certified')} />}
        <PhonesField />
        <EmailField onChange={() => setEmailOpen(true)} />
        <JobField label={t('fields.job')} jobs={jobs} />
        <JobPlacesField suggestedJobPlaceIds={suggestedJobPlaceIds} />
        <NewPasswordFields<SignupFormValues>
          names={{ password: 'password', confirmation: 'confirmPassword' }}
          labels={{ password: t('fields.password'), confirmation: t('fields.confirmPassword') }}
          strength={{ estimator, details }}
        />
        <TermsField />
        <SubmitButton pending={signup.isPending} />
      </Stack>
      <EmailValidationDialog
        mode="signup"
        open={emailOpen}
        onClose={() => setEmailOpen(false)}
        suggestedEmail={suggestedEmail}
        onValidated={({ email, emailValidationId, clientApps = [] }) =>
          form.setValue(
            'email',
            { email, emailValidationId, clientApps },
            { shouldDirty: true, shouldValidate: form.formState.isSubmitted },
          )
        }
      />
    </FormProvider>
  );
}
