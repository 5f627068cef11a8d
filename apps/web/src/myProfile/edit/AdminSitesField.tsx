import { useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AdminSitesDialog } from './AdminSitesDialog.tsx';
import { uniqueSites } from './adminSiteList.ts';
import { EditableList } from './EditableList.tsx';
import type { ProfileFormValues } from './formValues.ts';

/** An admin's pathology centres: added through the multi-select dialog, each removable. */
export function AdminSitesField() {
  const { t } = useTranslation();
  const { control } = useFormContext<ProfileFormValues>();
  const [open, setOpen] = useState(false);
  return (
    <Controller
      control={control}
      name="adminSites"
      render={({ field, fieldState }) => (
        <EditableList
          legend={t('myProfile.adminSites')}
          items={field.value}
          itemKey={(site) => site.adminSiteId}
          renderItem={(site) => `${site.label} (${site.city})`}
          removeLabel={(site) => t('myProfile.removeAdminSite', { label: site.label })}
          onRemove={(site) => field.onChange(field.value.filter((s) => s.adminSiteId !== site.adminSiteId))}
          empty={t('myProfile.noAdminSite')}
          addLabel={t('myProfile.addAdminSites')}
          onAdd={() => setOpen(true)}
          addRef={field.ref}
          error={fieldState.error?.message}
        >
          <AdminSitesDialog
            open={open}
            chosen={field.value}
            onClose={() => setOpen(false)}
            onAdd={(sites) => {
              field.onChange(uniqueSites([...field.value, ...sites]));
              setOpen(false);
            }}
          />
        </EditableList>
      )}
    />
  );
}
