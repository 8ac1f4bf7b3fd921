/**
 * The test identity provider of the browser suite: the portal is configured with it
 * (playwright.config.ts) and the provider journey starts it on this port (one above the
 * portal's by 1000, so parallel runs on different E2E_PORTs do not meet).
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const IDP_PORT = E2E_PORT + 1000;
export const IDP_ISSUER = `http://127.0.0.1:${IDP_PORT}`;
export const IDP_CLIENT_ID = 'portal-e2e';
export const IDP_CLIENT_SECRET = 'portal-e2e-secret-0123456789abcdef';
export const IDP_REDIRECT_URL = `http://localhost:${E2E_PORT}/api/v1/auth/oidc/callback`;
