import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobPlace } from '@portal/shared';
import Stack from '@mui/material/Stack';
import { FrenchPagination } from '../common/FrenchPagination.tsx';
import { useNarrowScreen } from '../common/narrowScreen.ts';
import { useDebouncedValue } from '../common/useDebouncedValue.ts';
import type { ChosenWorkplace } from '../form/types.ts';
import { PlaceFilters } from './PlaceFilters.tsx';
import { PlacesTable } from './PlacesTable.tsx';
import { SelectedPlaces } from './SelectedPlaces.tsx';
import { usePlaces, type PlaceFilter } from './usePlaces.ts';

export const PLACES_DEBOUNCE_MS = 500;
const PAGE_SIZES = [5, 10, 20, 50];

interface PlaceSelectStepProps {
  selected: ChosenWorkplace[];
  suggestedJobPlaceIds?: string[];
  onChange: (places: ChosenWorkplace[]) => void;
}

const toChoice = (place: JobPlace): ChosenWorkplace => ({
  jobPlaceId: place.jobPlaceId,
  label: place.label,
  city: place.city,
  adminSiteId: place.adminSite?.adminSiteId ?? '',
  adminSiteLabel: place.adminSite?.label ?? '',
});

/** Step 1: search establishments and tick one or more. */
export function PlaceSelectStep({ selected, suggestedJobPlaceIds, onChange }: PlaceSelectStepProps) {
  const { t } = useTranslation();
  const narrow = useNarrowScreen();
  const [filter, setFilter] = useState<PlaceFilter>({ label: '', zipcode: '', city: '' });
  const [page, setPage] = useState(0);
  const [chosenSize, setChosenSize] = useState<number>();
  const rowsPerPage = chosenSize ?? (narrow ? 5 : 10);
  const debounced = useDebouncedValue(filter, PLACES_DEBOUNCE_MS);
  const places = usePlaces(debounced, page, rowsPerPage, suggestedJobPlaceIds);
  const toggle = (place: JobPlace) =>
    onChange(
      selected.some((s) => s.jobPlaceId === place.jobPlaceId)
        ? selected.filter((s) => s.jobPlaceId !== place.jobPlaceId)
        : [...selected, toChoice(place)],
    );

  return (
    <Stack spacing={2}>
      <PlaceFilters
        filter={filter}
        onChange={(next) => {
          setFilter(next);
          setPage(0);
        }}
      />
      <SelectedPlaces places={selected} onRemove={(id) => onChange(selected.filter((s) => s.jobPlaceId !== id))} />
      <PlacesTable
        rows={places.data?.rows ?? []}
        loading={places.isFetching}
        selectedIds={selected.map((s) => s.jobPlaceId)}
        onToggle={toggle}
        emptyText={t('workplaces.none')}
      />
      <FrenchPagination
        count={places.data?.count ?? 0}
        page={page}
        rowsPerPage={rowsPerPage}
        rowsPerPageOptions={PAGE_SIZES}
        onPageChange={setPage}
        onRowsPerPageChange={(size) => {
          setChosenSize(size);
          setPage(0);
        }}
      />
    </Stack>
  );
}
