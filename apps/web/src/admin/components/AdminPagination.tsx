import { ADMIN_PAGE_SIZES } from '@portal/shared';
import { FrenchPagination } from '../../components/FrenchPagination.tsx';

interface AdminPaginationProps {
  total: number;
  /** Counts from 1, as the server's pages do. */
  page: number;
  pageSize: number;
  onChange: (change: { page: number; pageSize: number }) => void;
}

/** The page and page size of an admin list (`ADMIN_PAGE_SIZES`); a new size starts again at page 1. */
export function AdminPagination({ total, page, pageSize, onChange }: AdminPaginationProps) {
  return (
    <FrenchPagination
      count={total}
      page={page - 1}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[...ADMIN_PAGE_SIZES]}
      onPageChange={(next) => onChange({ page: next + 1, pageSize })}
      onRowsPerPageChange={(size) => onChange({ page: 1, pageSize: size })}
    />
  );
}
