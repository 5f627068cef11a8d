import { ADMIN_DEFAULT_PAGE_SIZE, ADMIN_PAGE_SIZES } from '@portal/shared';

/** The page and page size a hash query names, or the first page of the default size. */
export function readPage(get: (name: string) => string | undefined): { page: number; pageSize: number } {
  const page = Number(get('page'));
  const pageSize = Number(get('pageSize'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: (ADMIN_PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : ADMIN_DEFAULT_PAGE_SIZE,
  };
}

/** `page` and `pageSize` as hash query values: the defaults are left out. */
export function pageChanges({ page, pageSize }: { page: number; pageSize: number }) {
  return {
    page: page > 1 ? String(page) : undefined,
    pageSize: pageSize !== ADMIN_DEFAULT_PAGE_SIZE ? String(pageSize) : undefined,
  };
}

/** A call's query string from its parameters, empty ones left out. */
export function queryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
