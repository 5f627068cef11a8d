import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UserProfile } from '@portal/shared';
import { useConfig } from '../../config/ConfigContext.ts';
import { focusFirstError } from '../../forms/focusFirstError.ts';
import { JobField } from '../../forms/job/JobField.tsx';
import { useJobs } from '../../forms/job/useJobs.ts';
import { PhonesField } from '../../forms/phones/PhonesField.tsx';
import { useNotify } from '../../notifications/useNotify.ts';
import { DeleteAccountSection } from '../security/DeleteAccountSection.tsx';
import { AdminSitesField } from './AdminSitesField.tsx';
import { changeSet, isEmptyPatch } from './changeSet.ts';
import { EmailsField } from './EmailsField.tsx';
import { adminSitesOwner, editsAdminSites, hasAdminRole, toFormValues, type ProfileFormValues } from './formValues.ts';
import { JobPlacesField } from './JobPlacesField.tsx';
import { ProfileIdentityFields } from './ProfileIdentityFields.tsx';
import { FIELD_ORDER, profileResolver } from './profileResolver.ts';
import { useSaveProfile } from './useSaveProfile.ts';

interface ProfileEditFormProps {
  profile: UserProfile;
  /** Leaves edit mode. */
  onDone: () => void;
}

/** The edit form: checked with the shared profile rules, then only the changed fields are sent. */
export function ProfileEditForm({ profile, onDone }: ProfileEditFormProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const { blocked_email_domains: blockedDomains } = useConfig();
  const form = useForm<ProfileFormValues>({
    defaultValues: toFormValues(profile),
    resolver: profileResolver(profile, blockedDomains),
    shouldFocusError: false,
  });
  const save = useSaveProfile(profile, onDone);
  // RPPS professions only with an RPPS number; the current profession stays offered.
  const jobs = useJobs(Boolean(profile.rpps), profile.jobs[0]);
  const onSubmit = form.handleSubmit(
    (values) => {
      const patch = changeSet(profile, values);
      if (isEmptyPatch(patch)) {
        notify.info(t('myProfile.nothingToSave'));
        onDone();
        return;
      }
      save.mutate(patch);
    },
    (errors) => focusFirstError(FIELD_ORDER, errors, form.setFocus),
  );
  return (
    <Stack spacing={4}>
      <FormProvider {...form}>
        <Stack
          component="form"
          noValidate
          // The dialogs' own forms are portalled, but their submit events still bubble here through React.
          onSubmit={(event) => (event.target === event.currentTarget ? onSubmit(event) : undefined)}
          spacing={3}
          aria-label={t('myProfile.formTitle')}
        >
          <Typography variant="body2">{t('myProfile.requiredHint')}</Typography>
          <ProfileIdentityFields profile={profile} />
          <JobField label={t('fields.job')} jobs={jobs} />
          <EmailsField />
          <PhonesField legend={t('fields.phones')} />
          <JobPlacesField required={!hasAdminRole(profile)} />
          {editsAdminSites(profile) && <AdminSitesField owner={adminSitesOwner(profile)} />}
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', rowGap: 1 }}>
            <Button onClick={onDone}>{t('app.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              {t('app.validate')}
            </Button>
          </Stack>
        </Stack>
      </FormProvider>
      <Divider />
      <DeleteAccountSection profile={profile} />
    </Stack>
  );
}
