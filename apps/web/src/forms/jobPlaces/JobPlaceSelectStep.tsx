import {
  JOB_PLACE_PAGE_SIZES,
  JOB_PLACE_ROWS_PER_PAGE,
  JOB_PLACE_ROWS_PER_PAGE_NARROW,
  JOB_PLACES_DEBOUNCE_MS,
  type JobPlace,
} from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import { FrenchPagination } from '../../components/FrenchPagination.tsx';
import { useNarrowScreen } from '../../components/useNarrowScreen.ts';
import { useDebouncedValue } from '../../components/useDebouncedValue.ts';
import { toChosenJobPlace, type ChosenJobPlace } from './chosenJobPlace.ts';
import { JobPlaceFilters } from './JobPlaceFilters.tsx';
import { JobPlacesTable } from './JobPlacesTable.tsx';
import { SelectedJobPlaces } from './SelectedJobPlaces.tsx';
import { useJobPlaces, type JobPlaceFilter } from './useJobPlaces.ts';

interface JobPlaceSelectStepProps {
  selected: ChosenJobPlace[];
  suggestedJobPlaceIds?: string[];
  onChange: (jobPlaces: ChosenJobPlace[]) => void;
}

/** Step 1: search job places and tick one or more. */
export function JobPlaceSelectStep({ selected, suggestedJobPlaceIds, onChange }: JobPlaceSelectStepProps) {
  const { t } = useTranslation();
  const narrow = useNarrowScreen();
  const [filter, setFilter] = useState<JobPlaceFilter>({ label: '', zipcode: '', city: '' });
  const [page, setPage] = useState(0);
  const [chosenSize, setChosenSize] = useState<number>();
  const rowsPerPage = chosenSize ?? (narrow ? JOB_PLACE_ROWS_PER_PAGE_NARROW : JOB_PLACE_ROWS_PER_PAGE);
  const debounced = useDebouncedValue(filter, JOB_PLACES_DEBOUNCE_MS);
  const jobPlaces = useJobPlaces(debounced, page, rowsPerPage, suggestedJobPlaceIds);
  const isSelected = (jobPlaceId: string) => selected.some((chosen) => chosen.jobPlaceId === jobPlaceId);
  const unselect = (jobPlaceId: string) => onChange(selected.filter((chosen) => chosen.jobPlaceId !== jobPlaceId));
  const toggle = (jobPlace: JobPlace) =>
    isSelected(jobPlace.jobPlaceId)
      ? unselect(jobPlace.jobPlaceId)
      : onChange([...selected, toChosenJobPlace(jobPlace)]);

  return (
    <Stack spacing={2}>
      <JobPlaceFilters
        filter={filter}
        onChange={(next) => {
          setFilter(next);
          setPage(0);
        }}
      />
      <SelectedJobPlaces jobPlaces={selected} onRemove={unselect} />
      <JobPlacesTable
        rows={jobPlaces.data?.rows ?? []}
        loading={jobPlaces.isFetching}
        selectedIds={selected.map((chosen) => chosen.jobPlaceId)}
        onToggle={toggle}
        emptyText={t('jobPlaces.none')}
      />
      <FrenchPagination
        count={jobPlaces.data?.count ?? 0}
        page={page}
        rowsPerPage={rowsPerPage}
        rowsPerPageOptions={[...JOB_PLACE_PAGE_SIZES]}
        onPageChange={setPage}
        onRowsPerPageChange={(size) => {
          setChosenSize(size);
          setPage(0);
        }}
      />
    </Stack>
  );
}
