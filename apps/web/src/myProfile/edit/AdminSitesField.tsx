import { useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AdminSitesOwner } from '@portal/shared';
import { AdminSitesDialog } from './AdminSitesDialog.tsx';
import { uniqueAdminSites } from './adminSiteList.ts';
import { EditableList } from './EditableList.tsx';
import type { ProfileFormValues } from './formValues.ts';

/** An admin's admin sites (pathology centres): added through the multi-select dialog, each removable. */
export function AdminSitesField({ owner }: { owner: AdminSitesOwner }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController<ProfileFormValues, 'adminSites'>({ name: 'adminSites' });
  const [open, setOpen] = useState(false);
  return (
    <EditableList
      field={field}
      error={fieldState.error?.message}
      legend={t('myProfile.adminSites')}
      itemKey={(adminSite) => adminSite.adminSiteId}
      renderItem={(adminSite) => `${adminSite.label} (${adminSite.city})`}
      removeLabel={(adminSite) => t('app.remove', { label: adminSite.label })}
      empty={t('myProfile.noAdminSite')}
      addLabel={t('myProfile.addAdminSites')}
      onAdd={() => setOpen(true)}
    >
      <AdminSitesDialog
        open={open}
        chosen={field.value}
        owner={owner}
        onClose={() => setOpen(false)}
        onAdd={(added) => {
          field.onChange(uniqueAdminSites([...field.value, ...added]));
          setOpen(false);
        }}
      />
    </EditableList>
  );
}
