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

/**
 * MUI's pagination with French labels, outside any table (it renders a div). On a narrow screen its
 * parts wrap onto rows instead of overflowing: MUI's box would scroll sideways, its arrows out of
 * sight and its "1–5 sur 230" cut.
 */
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
      sx={{
        overflow: 'visible',
        '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', rowGap: 1, columnGap: 2, pl: 0, pr: 0 },
        '& .MuiTablePagination-input': { mr: 0 },
        '& .MuiTablePagination-displayedRows': { flexShrink: 1, whiteSpace: 'normal' },
        '& .MuiTablePagination-actions': { ml: 0 },
      }}
    />
  );
}
