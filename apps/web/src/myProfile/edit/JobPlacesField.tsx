import { useTranslation } from 'react-i18next';
import { JobPlaceDialog } from '../../forms/jobPlaces/JobPlaceDialog.tsx';
import { useJobPlacesField } from '../../forms/jobPlaces/useJobPlacesField.ts';
import { jobPlaceText } from '../jobPlaceText.ts';
import { EditableList } from './EditableList.tsx';

/** The job places with their admin sites: the job place dialog adds, each row can be removed. */
export function JobPlacesField({ required }: { required: boolean }) {
  const { t } = useTranslation();
  const { field, error, openDialog, dialog } = useJobPlacesField();
  return (
    <EditableList
      field={field}
      error={error}
      legend={
        <>
          {t('fields.jobPlaces')} {required && <span aria-hidden="true">*</span>}
        </>
      }
      itemKey={(jobPlace) => jobPlace.jobPlaceId}
      renderItem={(jobPlace) => jobPlaceText(t, jobPlace)}
      removeLabel={(jobPlace) => t('app.remove', { label: jobPlace.label })}
      addLabel={t('jobPlaces.add')}
      onAdd={openDialog}
    >
      <JobPlaceDialog {...dialog} />
    </EditableList>
  );
}
