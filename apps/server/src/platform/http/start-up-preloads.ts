import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { urlOf, type CallName } from '@portal/contracts';
import { PAGE_MODULES_FILE, pageKey, type PageModules, type PageModulesTable } from '@portal/contracts/page-modules';
import { toUserAccount } from '../session-user';
import { currentSession } from './context';

/**
 * Every page's start-up reads (spec part 1 §4): the settings, then the login status and the
 * configured links (banners and footer; every language's, the app picks).
 */
const PUBLIC_START: readonly CallName[] = ['systemConfigurations', 'userAccountLogin', 'externalUrlConfig'];
/** A signed-in account's reads at start-up, which decide its tabs. */
const SIGNED_IN_START: readonly CallName[] = ['linkedUser', 'presumptiveUser', 'authRepDisplay', 'newbornLinked'];

/**
 * The web build's table of each page's files (ADR 0123), read once; empty when the build has
 * none (an older build, or none at all): the pages then load their files as they run.
 */
export function readPageModules(webDist: string): PageModulesTable {
  try {
    return JSON.parse(readFileSync(path.join(webDist, PAGE_MODULES_FILE), 'utf8')) as PageModulesTable;
  } catch {
    return {};
  }
}

/** Whether the session the page came with will be shown the page rather than sent elsewhere. */
function mayOpen(page: PageModules, account: ReturnType<typeof toUserAccount>): boolean {
  // A staff or provider account with no passkey yet sees only "Add a passkey to continue" (ADR 0132).
  if (account.passkeyRequired) return page.guard === 'public' || page.guard === 'unguarded';
  if (page.guard === 'signedIn') return account.userType !== null;
  if (page.guard === 'staff') return account.staffRole !== null;
  return true;
}

/**
 * The `Link` header that comes with the page (ADRs 0122 and 0123). It names the reads the app
 * will make first and the page's own JavaScript files, so the browser fetches them while the
 * app's first file downloads instead of one after another once it runs. The app still makes
 * the reads in the spec's order; each fetch takes the answer the browser already has. None of
 * these answers depends on the language (the app may change the language cookie before its
 * first call). A signed-in account's reads, and a guarded page's files, are named only when
 * the session the page came with may see them.
 */
export async function startUpPreloads(req: FastifyRequest, pages: PageModulesTable): Promise<string> {
  const account = toUserAccount(await currentSession(req));
  // A staff or provider account with no passkey yet makes none of them (ADR 0132).
  const signedIn = account.userType !== null && !account.passkeyRequired;
  const calls = signedIn ? [...PUBLIC_START, ...SIGNED_IN_START] : PUBLIC_START;
  const page = pages[pageKey(req.url.split('?')[0]!)];
  const files = page && mayOpen(page, account) ? page.files : [];
  return [
    ...calls.map((name) => `<${urlOf(name)}>; rel=preload; as=fetch; crossorigin=anonymous`),
    ...files.map((file) => `</${file}>; rel=modulepreload; fetchpriority=low`),
  ].join(', ');
}
