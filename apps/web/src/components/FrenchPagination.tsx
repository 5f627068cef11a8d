import TablePagination from '@mui/material/TablePagination';
import { useTranslation } from 'react-i18next';

interface FrenchPaginationProps {
  count: number;
  page: number;
  rowsPerPage: number;
  rowsPerPageOptions: number[];
  onPageChange: (page: number) => void;
  onRowsPerPageChange: (rowsPerPage: number) => void;
}

/** MUI's pagination with French labels, outside any table (it renders a div); it wraps on narrow screens. */
export function FrenchPagination(props: FrenchPaginationProps) {
  const { t } = useTranslation();
  const labels = {
    first: t('signUp.firstPage'),
    last: t('signUp.lastPage'),
    next: t('signUp.nextPage'),
    previous: t('signUp.previousPage'),
  };
  return (
    <TablePagination
      component="div"
      count={props.count}
      page={props.page}
      rowsPerPage={props.rowsPerPage}
      rowsPerPageOptions={props.rowsPerPageOptions}
      onPageChange={(_, page) => props.onPageChange(page)}
      onRowsPerPageChange={(event) => props.onRowsPerPageChange(Number(event.target.value))}
      labelRowsPerPage={t('signUp.rowsPerPage')}
      labelDisplayedRows={({ from, to, count }) => t('signUp.displayedRows', { from, to, count })}
      getItemAriaLabel={(type) => labels[type]}
      sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', rowGap: 1, pl: 0 } }}
    />
  );
}
