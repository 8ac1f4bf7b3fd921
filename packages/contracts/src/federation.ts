import { z } from 'zod';
import { endpoints } from './endpoint';
import { line } from './validation';
import { FEDERATION_CALLS } from './federation-api';

/** Both calls answer a redirect (302) with no body; the schema documents that nothing else comes back. */
const Redirect = z.object({}).meta({ description: 'Never sent: the call answers 302 with a Location.' });

/** What the provider sends back to the callback (RFC 6749 §4.1.2, OpenID Connect Core §3.1.2.5–6). */
const CallbackQuery = z.looseObject({
  code: line(2048).optional(),
  state: line(512).optional(),
  iss: line(2048).optional(),
  error: line(256).optional(),
  error_description: line(2048).optional(),
});

export const FEDERATION_ENDPOINTS = endpoints('federation', FEDERATION_CALLS, {
  federationStart: {
    summary: "Starts sign-in with the state's identity provider: redirects (302) to the provider",
    response: Redirect,
    errors: [302],
  },
  federationCallback: {
    summary: 'Where the provider returns: signs in the mapped account and redirects (302) to the return screen',
    query: CallbackQuery,
    response: Redirect,
    errors: [302],
  },
});

export { FEDERATION_FAILURES, type FederationFailure } from './federation-api';
