/**
 * The calls bench:admin times: the to-do board, and account searches by part of a last name, by
 * part of an address, by RPPS prefix, and by state and centre (with or without text), over several
 * pages and page sizes. The i-th request of a case is always the same, so runs compare.
 */
import { ACCOUNT_FILTERS } from '@portal/shared';
import { searchKey } from '../../apps/server/src/directory/search-key.ts';
import type { VirtualUser } from './http.ts';

export interface Samples {
  lastNames: string[];
  emails: string[];
  rpps: string[];
  /** The centre of the bench's administrator (the `adminSiteId` filter). */
  adminSiteId: string;
}

export interface AdminCase {
  name: string;
  /** What the server's log lines of the case start with. */
  path: string;
  /** The query of the i-th request (empty for the board). */
  query(i: number): Record<string, string>;
  url(i: number): string;
}

const at = <T>(items: T[], i: number): T => items[i % items.length]!;

function kase(name: string, path: string, query: (i: number) => Record<string, string>): AdminCase {
  return {
    name,
    path,
    query,
    url(i) {
      const search = new URLSearchParams(query(i)).toString();
      return search ? `${path}?${search}` : path;
    },
  };
}

/** 3 to 6 letters from a last name, as typed: sometimes with its accents, sometimes in capitals. */
function nameFragment(lastName: string, i: number): string {
  const plain = i % 3 === 0 ? lastName : searchKey(lastName);
  const length = 3 + (i % 4);
  const start = i % 5 === 0 ? Math.max(0, Math.min(2, plain.length - length)) : 0;
  const fragment = plain.slice(start, start + length);
  return i % 7 === 0 ? fragment.toUpperCase() : fragment;
}

/** The start of an address, its domain, or a piece of its domain. */
function emailFragment(email: string, i: number): string {
  const [local = '', domain = ''] = email.split('@');
  if (i % 3 === 0) return local.slice(0, 4 + (i % 5));
  if (i % 3 === 1) return `@${domain}`;
  return domain.split('.')[0]!.slice(0, 5);
}

const page = (i: number) => String(1 + (i % 4 === 3 ? 1 : 0) + (i % 10 === 9 ? 3 : 0));
const pageSize = (i: number) => String([20, 20, 50, 100][i % 4]);

export function searchCases(samples: Samples): AdminCase[] {
  const users = '/api/admin/users';
  const rpps = samples.rpps.length ? samples.rpps : ['10020000001'];
  return [
    kase('search name', users, (i) => ({ q: nameFragment(at(samples.lastNames, i), i), page: page(i) })),
    kase('search e-mail', users, (i) => ({ q: emailFragment(at(samples.emails, i), i), page: page(i) })),
    kase('search RPPS', users, (i) => ({ q: at(rpps, i).slice(0, 6 + (i % 6)) })),
    kase('search filters', users, (i) => {
      const query: Record<string, string> = {
        state: at([...ACCOUNT_FILTERS], i),
        page: page(i),
        pageSize: pageSize(i),
      };
      if (i % 2 === 0) query.adminSiteId = samples.adminSiteId;
      if (i % 3 === 0) query.q = nameFragment(at(samples.lastNames, i), i);
      return query;
    }),
  ];
}

/**
 * The cases the running portal serves: the board and the searches once their routes exist (they
 * answer something else than 404), else the older list of accounts awaiting validation.
 */
export async function adminCases(user: VirtualUser, samples: Samples): Promise<AdminCase[]> {
  const exists = async (path: string) =>
    (await user.send(path, { headers: { accept: 'application/json' } })).status !== 404;
  const cases: AdminCase[] = [];
  if (await exists('/api/admin/board')) cases.push(kase('board', '/api/admin/board', () => ({})));
  if (await exists('/api/admin/users?q=a')) cases.push(...searchCases(samples));
  if (cases.length === 0) {
    console.log('GET /api/admin/board and /api/admin/users are not served yet: timing /api/admin/users/unactivated');
    cases.push(kase('unactivated', '/api/admin/users/unactivated', () => ({})));
  }
  return cases;
}
