import { useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import StarIcon from '@mui/icons-material/Star';
import { useConfig } from '../../config/ConfigContext.ts';
import { useNotify } from '../../notifications/useNotify.ts';
import { EmailValidationDialog } from '../../forms/emailValidation/EmailValidationDialog.tsx';
import { EditableList } from './EditableList.tsx';
import { EmailSettingsDialog } from './EmailSettingsDialog.tsx';
import { addEmail, keepEmail, markForDeletion, updateEmail } from './emailList.ts';
import type { ProfileFormValues } from './formValues.ts';

/**
 * The addresses: add (validated by code, then apps and principal flag), edit their settings, mark for
 * deletion (spec section 5).
 */
export function EmailsField() {
  const { t } = useTranslation();
  const notify = useNotify();
  const apps = useConfig().oidc_clients;
  const { field, fieldState } = useController<ProfileFormValues, 'emails'>({ name: 'emails' });
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<number>();
  const appName = (id: string) => apps.find((app) => app.client_id === id)?.client_name ?? id;
  return (
    <EditableList
      field={field}
      error={fieldState.error?.message}
      legend={
        <>
          {t('myProfile.emails')} <span aria-hidden="true">*</span>
        </>
      }
      itemKey={(email) => email.email}
      renderItem={(email) => (
        <>
          <Box
            component={email.markedForDeletion ? 'del' : 'span'}
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
          >
            {email.email}
            {email.isPrincipal && (
              <StarIcon fontSize="small" color="primary" titleAccess={t('myProfile.principalEmail')} />
            )}
          </Box>
          {email.clientApps.length > 0 && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('myProfile.emailApps', { apps: email.clientApps.map(appName).join(', ') })}
            </Typography>
          )}
          {email.markedForDeletion && (
            <Typography variant="body2" sx={{ color: 'error.main' }}>
              {t('myProfile.emailMarkedForDeletion')}
            </Typography>
          )}
        </>
      )}
      renderActions={(email, index) =>
        !email.markedForDeletion && (
          <IconButton aria-label={t('myProfile.editEmail', { email: email.email })} onClick={() => setEditing(index)}>
            <EditIcon />
          </IconButton>
        )
      }
      removeLabel={(email) => t('myProfile.deleteEmail', { email: email.email })}
      // Only marked: nothing is deleted, nor said to be, before `Valider` (then `Email supprimé`).
      onRemove={(_, index) => {
        const outcome = markForDeletion(field.value, index);
        if (outcome.failure) notify.error(t(`myProfile.${outcome.failure}`));
        else field.onChange(outcome.emails);
      }}
      marked={{
        is: (email) => email.markedForDeletion === true,
        keepLabel: (email) => t('myProfile.keepEmail', { email: email.email }),
        onKeep: (_, index) => field.onChange(keepEmail(field.value, index)),
      }}
      addLabel={t('app.addEmail')}
      onAdd={() => setAdding(true)}
    >
      <EmailValidationDialog
        mode="edit"
        open={adding}
        existing={field.value.map((email) => email.email)}
        defaultPrincipal={!field.value.some((email) => email.isPrincipal)}
        onClose={() => setAdding(false)}
        onValidated={({ email, emailValidationId, clientApps = [], isPrincipal = false }) =>
          field.onChange(addEmail(field.value, { email, emailValidationId, clientApps, isPrincipal }))
        }
      />
      <EmailSettingsDialog
        email={editing === undefined ? undefined : field.value[editing]}
        onClose={() => setEditing(undefined)}
        onSave={(settings) => {
          if (editing !== undefined) field.onChange(updateEmail(field.value, editing, settings));
          setEditing(undefined);
        }}
      />
    </EditableList>
  );
}
