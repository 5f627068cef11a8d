import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import {
  DIRECTORY_DEBOUNCE_MS,
  DIRECTORY_ROWS_PER_PAGE,
  DIRECTORY_ROWS_PER_PAGE_NARROW,
  DIRECTORY_ROWS_PER_PAGE_OPTIONS,
  hasDirectoryFilter,
} from '@portal/shared';
import { useDebouncedValue } from '../../components/useDebouncedValue.ts';
import { FrenchPagination } from '../../components/FrenchPagination.tsx';
import { useNarrowScreen } from '../../components/useNarrowScreen.ts';
import { DoctorCards } from './DoctorCards.tsx';
import { DoctorTable } from './DoctorTable.tsx';
import { SearchFields } from './SearchFields.tsx';
import { SearchSkeleton } from './SearchSkeleton.tsx';
import type { DirectoryDoctor, DirectoryFilter } from './types.ts';
import { useDirectorySearch } from './useDirectorySearch.ts';

const PAGE_SIZES = [...DIRECTORY_ROWS_PER_PAGE_OPTIONS];
const NARROW_PAGE_SIZES = [DIRECTORY_ROWS_PER_PAGE_NARROW, ...PAGE_SIZES];

/** The directory search: three filters, then a table (or cards on narrow screens) of doctors. */
export function DoctorSearch({ onChoose }: { onChoose: (doctor: DirectoryDoctor) => void }) {
  const { t } = useTranslation();
  const narrow = useNarrowScreen();
  const [filter, setFilter] = useState<DirectoryFilter>({ lastName: '', firstName: '', rpps: '' });
  const [page, setPage] = useState(0);
  const [chosenSize, setChosenSize] = useState<number>();
  const rowsPerPage = chosenSize ?? (narrow ? DIRECTORY_ROWS_PER_PAGE_NARROW : DIRECTORY_ROWS_PER_PAGE);
  const debounced = useDebouncedValue(filter, DIRECTORY_DEBOUNCE_MS);
  const search = useDirectorySearch(debounced, page, rowsPerPage);
  const changeFilter = (next: DirectoryFilter) => {
    setFilter(next);
    setPage(0);
  };
  const rows = search.data?.rows ?? [];
  // The hint goes as soon as a filter holds something; the search itself waits for the debounce.
  const filled = hasDirectoryFilter(filter);
  const answered = filled && hasDirectoryFilter(debounced) && !search.isFetching;

  return (
    <Stack spacing={2}>
      <SearchFields filter={filter} onChange={changeFilter} />
      <div aria-live="polite">
        {!filled && <Alert severity="info">{t('signUp.searchHint')}</Alert>}
        {filled && !answered && <SearchSkeleton />}
        {answered && search.data?.count === 0 && <Alert severity="info">{t('signUp.noResult')}</Alert>}
      </div>
      {answered && rows.length > 0 && (
        <Stack spacing={1}>
          {rows.some((row) => row.hasAccount) && <Alert severity="info">{t('signUp.alreadyRegisteredHelp')}</Alert>}
          {narrow ? <DoctorCards rows={rows} onChoose={onChoose} /> : <DoctorTable rows={rows} onChoose={onChoose} />}
          <FrenchPagination
            count={search.data?.count ?? 0}
            page={page}
            rowsPerPage={rowsPerPage}
            rowsPerPageOptions={narrow ? NARROW_PAGE_SIZES : PAGE_SIZES}
            onPageChange={setPage}
            onRowsPerPageChange={(size) => {
              setChosenSize(size);
              setPage(0);
            }}
          />
        </Stack>
      )}
    </Stack>
  );
}
