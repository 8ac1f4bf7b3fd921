import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

/** A person the test provider knows, and how they sign in there. */
export interface ProviderPerson {
  sub: string;
  given_name?: string;
  family_name?: string;
  email?: string;
  email_verified?: boolean;
}

/**
 * A real OpenID provider (the certified `oidc-provider` library) on 127.0.0.1 (a free port unless given),
 * for tests. One confidential client is registered with the portal's redirect URL. Its login
 * screen is replaced by `signInAs`: the next visit to the provider signs in that person
 * (with the authentication methods given, RFC 8176) — or refuses, as a person pressing
 * "cancel" would. Consent is implied (a first-party client).
 */
export async function startTestProvider(options: {
  redirectUrl: string;
  port?: number;
  clientId?: string;
  clientSecret?: string;
}) {
  const clientId = options.clientId ?? 'portal';
  const clientSecret = options.clientSecret ?? 'portal-test-secret-0123456789abcdef';
  const people = new Map<string, ProviderPerson>();
  let next: { sub: string; amr: string[] } | 'refuse' | undefined;

  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUrl],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test-key', alg: 'RS256', use: 'sig' }] },
    claims: { openid: ['sub', 'amr'], profile: ['given_name', 'family_name'], email: ['email', 'email_verified'] },
    ttl: { AuthorizationCode: 60, Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const person = people.get(sub);
      if (!person) return undefined;
      return { accountId: sub, claims: () => ({ ...person }) };
    },
    async loadExistingGrant(ctx) {
      const accountId = ctx.oidc.session?.accountId;
      if (!accountId || !ctx.oidc.client) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId });
      grant.addOIDCScope('openid profile email');
      await grant.save();
      return grant;
    },
  };
  const provider = new Provider(issuer, configuration);
  const handle = provider.callback();
  server.on('request', (req, res) => {
    if (!req.url?.startsWith('/interaction/')) return void handle(req, res);
    void (async () => {
      await provider.interactionDetails(req, res);
      const chosen = next;
      next = undefined;
      const result =
        chosen === undefined || chosen === 'refuse'
          ? { error: 'access_denied', error_description: 'The person did not sign in' }
          : { login: { accountId: chosen.sub, amr: chosen.amr } };
      await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });

  return {
    issuer,
    clientId,
    clientSecret,
    /** Makes a person known to the provider. */
    addPerson(person: ProviderPerson) {
      people.set(person.sub, person);
    },
    /** Who signs in at the provider's next login screen (default: with a password only). */
    signInAs(sub: string, amr: string[] = ['pwd']) {
      next = { sub, amr };
    },
    /** The next login screen is cancelled: the provider answers access_denied. */
    refuseNext() {
      next = 'refuse';
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestProvider = Awaited<ReturnType<typeof startTestProvider>>;
