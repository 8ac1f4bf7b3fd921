import type { FastifyRequest } from 'fastify';
import { urlOf, type CallName } from '@portal/contracts';
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
 * The `Link` header that comes with the page (ADR 0122): it names the reads the app will make
 * first, so the browser fetches them while the app's code downloads instead of one after another
 * once it runs. The app still makes them in the spec's order; each fetch takes the answer the
 * browser already has. None of these answers depends on the language (the app may change the
 * language cookie before its first call). A signed-in account's reads are named only when the
 * session the page came with is signed in, as the login status will say.
 */
export async function startUpPreloads(req: FastifyRequest): Promise<string> {
  const signedIn = toUserAccount(await currentSession(req)).userType !== null;
  const calls = signedIn ? [...PUBLIC_START, ...SIGNED_IN_START] : PUBLIC_START;
  return calls.map((name) => `<${urlOf(name)}>; rel=preload; as=fetch; crossorigin=anonymous`).join(', ');
}
