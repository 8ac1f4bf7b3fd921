import { useEffect } from 'react';
import { hashKey, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LoginRequest, SessionStatus, UserAccount } from '@portal/contracts';
import { call, isSessionEnding, markSessionEnding } from '../api/client';
import { externalLinksQuery } from '../api/links';
import { useLocale } from '../i18n/locale';
import { forgetAllKeptAnswers } from '../components/form-player/keptAnswers';

export const sessionKeys = {
  system: ['system_configurations'] as const,
  account: ['user_account_login'] as const,
  linkedUser: ['user', 'linked_user'] as const,
  presumptiveUser: ['user', 'presumptive'] as const,
  authRepDisplay: ['user', 'epass_display_enabled'] as const,
  newbornLinked: ['user', 'is_anb_loggedin_user_linked'] as const,
};

/** Session storage marks that the tab held a signed-in session (cleared when that ends). */
const SIGNED_IN_MARK = 'portal.signedIn';

export function isSignedInType(userType: UserAccount['userType'] | undefined): userType is 'STANDARD' | 'LINKED' {
  return userType === 'STANDARD' || userType === 'LINKED';
}

/** Step 1 of the session start (spec part 1 §4): the public system configuration. */
const systemQuery = {
  queryKey: sessionKeys.system,
  queryFn: () => call('systemConfigurations'),
  staleTime: 5 * 60_000,
};
/** Step 2: the login status (an anonymous visitor gets a public-citizen session). */
const accountQuery = { queryKey: sessionKeys.account, queryFn: () => call('userAccountLogin') };
/** Step 3, for a STANDARD or LINKED account: the user data reads the spec makes at sign-in. */
const userReads = {
  linkedUser: { queryKey: sessionKeys.linkedUser, queryFn: () => call('linkedUser'), staleTime: 5 * 60_000 },
  presumptiveUser: {
    queryKey: sessionKeys.presumptiveUser,
    queryFn: () => call('presumptiveUser'),
    staleTime: 5 * 60_000,
  },
  authRepDisplay: {
    queryKey: sessionKeys.authRepDisplay,
    queryFn: () => call('authRepDisplay'),
    staleTime: 5 * 60_000,
  },
  newbornLinked: { queryKey: sessionKeys.newbornLinked, queryFn: () => call('newbornLinked'), staleTime: 5 * 60_000 },
};

/**
 * The session start, run once before the first render (main.tsx) while the first page's module
 * downloads: the same three steps in the same order, into the cache the shell's hooks read. The
 * shell's first render then has the settings, the account and its tabs, and shows the page with
 * its banners at once instead of after one render per answer (ADR 0122). A step that fails is
 * left to the hooks, which show it and try again. `signedIn` runs as soon as the account is known
 * to be signed in (the page's own first reads go then).
 */
export async function startSession(client: QueryClient, signedIn: () => void): Promise<void> {
  if (!(await client.fetchQuery(systemQuery).catch(() => null))) return;
  void client.prefetchQuery(externalLinksQuery);
  const account = await client.fetchQuery(accountQuery).catch(() => null);
  // A staff or provider account with no passkey yet reads nothing until it adds one (ADR 0132).
  if (!isSignedInType(account?.userType) || account?.passkeyRequired) return;
  signedIn();
  const { linkedUser, presumptiveUser, authRepDisplay, newbornLinked } = userReads;
  await Promise.all([
    client.prefetchQuery(linkedUser),
    client.prefetchQuery(presumptiveUser),
    client.prefetchQuery(authRepDisplay),
    client.prefetchQuery(newbornLinked),
  ]);
}

export function useSystemConfig() {
  return useQuery(systemQuery);
}

/** The brand in the page's language (ADR 0005), or undefined until the configuration is known. */
export function useBranding() {
  const b = useSystemConfig().data?.branding;
  const l = useLocale().locale === 'es' ? 'es' : 'en';
  if (!b) return undefined;
  return {
    state: b.stateName[l],
    agency: b.agencyName[l],
    portal: b.portalName[l],
    service: b.identityServiceName,
    sealUrl: b.sealUrl,
    phone: b.phone,
  };
}

/** The login status, once the configuration has come back. */
export function useUserAccount(enabled = true) {
  const system = useSystemConfig();
  return useQuery({ ...accountQuery, enabled: enabled && system.isSuccess });
}

/**
 * A signed-in account's user data reads. Each keeps its own fetching flag, result and error
 * (TanStack Query), reset by refetching.
 */
export function useUserData() {
  const account = useUserAccount();
  const enabled = isSignedInType(account.data?.userType) && !account.data?.passkeyRequired;
  const linkedUser = useQuery({ ...userReads.linkedUser, enabled });
  const presumptiveUser = useQuery({ ...userReads.presumptiveUser, enabled });
  const authRepDisplay = useQuery({ ...userReads.authRepDisplay, enabled });
  const newbornLinked = useQuery({ ...userReads.newbornLinked, enabled });
  return { account, linkedUser, presumptiveUser, authRepDisplay, newbornLinked };
}

/**
 * Keeps session storage honest at session start: when the login status comes back without a
 * signed-in account, whatever an earlier signed-in session left in this tab is cleared.
 */
export function useSessionStorageReset(account: UserAccount | undefined) {
  useEffect(() => {
    if (!account) return;
    try {
      if (isSignedInType(account.userType)) sessionStorage.setItem(SIGNED_IN_MARK, '1');
      else if (sessionStorage.getItem(SIGNED_IN_MARK)) sessionStorage.clear();
    } catch {
      // storage unavailable: nothing to clear
    }
  }, [account]);
}

export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginRequest) => call('login', { body }),
    onSuccess: (result) => {
      // Whatever the anonymous session had cached belongs to nobody now.
      client.removeQueries({ queryKey: ['user'] });
      client.setQueryData(sessionKeys.account, result.userAccount);
    },
  });
}

/*
 * Keep-alives and logout take turns. A keep-alive the server reads after the logout is refused
 * (its session and CSRF token are gone), and a refused keep-alive reads as a timeout; so logging
 * out waits for the keep-alive in flight, and none starts from then until the client state is
 * reset — not even from a session watch that mounts late (its code still loading at the click).
 */
let keepAliveInFlight: Promise<SessionStatus> | null = null;

/**
 * Logout resets all client state to its defaults; language and preferences live outside the
 * query cache (local storage) and stay. A new public-citizen session starts at once. The system
 * settings are kept, and the account is read again in place, so every view showing it (header,
 * tabs, the page) hears the change; a query taken out of the cache tells no one.
 */
export async function resetClientState(client: QueryClient) {
  const kept = new Set([hashKey(sessionKeys.system), hashKey(sessionKeys.account)]);
  client.removeQueries({ predicate: (q) => !kept.has(q.queryHash) });
  client.getMutationCache().clear();
  forgetAllKeptAnswers();
  try {
    sessionStorage.clear();
  } catch {
    // nothing to clear
  }
  await client.fetchQuery({ ...accountQuery, staleTime: 0 }).catch(() => undefined);
  // The account now reads signed out, so nothing watches the old session: the next one may call.
  markSessionEnding(false);
}

/**
 * Logs out. `leave` (going home) comes before the reset: a signed-in page still shown when the
 * account reads as signed out would send the person to the login page instead.
 */
export function useLogout(leave?: () => Promise<void>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await readsSettled(client);
      await endSession();
    },
    meta: { endsSession: true },
    onSettled: async () => {
      await leave?.();
      await resetClientState(client);
    },
  });
}

/**
 * Waits (up to 3 s) for the reads on their way: one that reached the server after the session
 * ended would come back 401 (a page just switched to Spanish reads its data again, say).
 */
async function readsSettled(client: QueryClient): Promise<void> {
  const until = Date.now() + 3000;
  while (client.isFetching() > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 25));
}

/** "Stay logged in" and activity pings: restart the server's inactivity clock (null: ending, nothing sent). */
export function keepSessionAlive(): Promise<SessionStatus | null> {
  if (isSessionEnding()) return Promise.resolve(null);
  keepAliveInFlight ??= call('sessionKeepAlive').finally(() => {
    keepAliveInFlight = null;
  });
  return keepAliveInFlight;
}

/** Ends the server session, after the keep-alive in flight (if any) has its answer. */
export async function endSession(): Promise<void> {
  markSessionEnding(true);
  await keepAliveInFlight?.catch(() => undefined);
  try {
    await call('logout');
  } catch (err) {
    markSessionEnding(false);
    throw err;
  }
}
