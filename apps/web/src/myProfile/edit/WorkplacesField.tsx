import { useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { WorkplaceDialog } from '../../signUp/workplaces/WorkplaceDialog.tsx';
import { EditableList } from './EditableList.tsx';
import type { ProfileFormValues } from './formValues.ts';

/** The workplaces with their centres: the sign-up workplace dialog adds, each row can be removed. */
export function WorkplacesField({ required }: { required: boolean }) {
  const { t } = useTranslation();
  const { control } = useFormContext<ProfileFormValues>();
  const [open, setOpen] = useState(false);
  return (
    <Controller
      control={control}
      name="jobPlaces"
      render={({ field, fieldState }) => (
        <EditableList
          legend={
            <>
              {t('myProfile.workplaces')} {required && <span aria-hidden="true">*</span>}
            </>
          }
          items={field.value}
          itemKey={(place) => place.jobPlaceId}
          renderItem={(place) =>
            place.adminSiteLabel
              ? t('myProfile.workplace', { label: place.label, city: place.city, adminSite: place.adminSiteLabel })
              : t('myProfile.workplaceNoSite', { label: place.label, city: place.city })
          }
          removeLabel={(place) => t('myProfile.removeWorkplace', { label: place.label })}
          onRemove={(place) => field.onChange(field.value.filter((p) => p.jobPlaceId !== place.jobPlaceId))}
          addLabel={t('myProfile.addWorkplace')}
          onAdd={() => setOpen(true)}
          addRef={field.ref}
          error={fieldState.error?.message}
        >
          <WorkplaceDialog
            open={open}
            initial={field.value}
            onClose={() => setOpen(false)}
            onDone={(places) => {
              field.onChange(places);
              setOpen(false);
            }}
          />
        </EditableList>
      )}
    />
  );
}
