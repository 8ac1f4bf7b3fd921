/**
 * The table the web build writes and the server reads (ADR 0123): for each screen address
 * without parameters, who may see its page and the JavaScript files the page needs beyond the
 * first page's own file. The server names those files in the page's `Link` header.
 */

/** Where the table is, inside the web build's output (beside Vite's manifest; not served). */
export const PAGE_MODULES_FILE = '.vite/page-modules.json';

/** Who may open a page: as the web's route table declares it. */
export type PageGuard = 'public' | 'signedIn' | 'staff' | 'unguarded';

export interface PageModules {
  guard: PageGuard;
  /** Paths relative to the build's root, e.g. 'assets/x1y2.js'. */
  files: string[];
}

export type PageModulesTable = Record<string, PageModules>;

/**
 * The table's key for an address. The router matches static segments without regard to case
 * and ignores one trailing slash; the key does the same. Nothing is decoded: the router compares
 * the address as the browser has it, so '/%61ccount' is not '/account' to either.
 */
export const pageKey = (pathname: string): string => pathname.replace(/\/$/, '').toLowerCase() || '/';
