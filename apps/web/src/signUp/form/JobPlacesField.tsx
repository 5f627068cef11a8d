import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { JobPlaceDialog } from '../../forms/jobPlaces/JobPlaceDialog.tsx';
import { useJobPlacesField } from '../../forms/jobPlaces/useJobPlacesField.ts';

/** The chosen job places, each with its admin site, and the button that opens the job place dialog. */
export function JobPlacesField({ suggestedJobPlaceIds }: { suggestedJobPlaceIds?: string[] }) {
  const { t } = useTranslation();
  const { field, error, openDialog, dialog } = useJobPlacesField();
  const jobPlaces = field.value;
  return (
    <Stack component="fieldset" spacing={1} sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
        {t('fields.jobPlaces')} <span aria-hidden="true">*</span>
      </Typography>
      {jobPlaces.length > 0 && (
        <ul>
          {jobPlaces.map((jobPlace) => (
            <li key={jobPlace.jobPlaceId}>
              {jobPlace.label} ({jobPlace.city}) → {jobPlace.adminSiteLabel}
            </li>
          ))}
        </ul>
      )}
      <Button variant="outlined" ref={field.ref} onClick={openDialog} sx={{ alignSelf: 'flex-start' }}>
        {jobPlaces.length > 0 ? t('jobPlaces.edit') : t('jobPlaces.add')}
      </Button>
      {error && <FormHelperText error>{error}</FormHelperText>}
      <JobPlaceDialog {...dialog} suggestedJobPlaceIds={suggestedJobPlaceIds} />
    </Stack>
  );
}
