import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf } from '@portal/contracts';
import { loadConfig } from '../../platform/config';
import { users } from '../../platform/db/schema';
import { DEMO_PASSWORD, DEMO_USERS } from '../../seed/demo';
import { PRODUCTION_ENV, startTestApp, type TestApp } from '../../test/harness';
import { DEMO_RIDP, JORDAN_CLAIM } from './seed';
import { SimulatedBureau } from './simulated-bureau';

describe('choosing the identity-proofing provider', () => {
  it('refuses to start in production without the HTTPS address of a real provider', () => {
    const { PROOFING_PROVIDER_URL: _, ...withoutProvider } = PRODUCTION_ENV;
    expect(() => loadConfig(withoutProvider)).toThrow(/PROOFING_PROVIDER_URL/);
    expect(() => loadConfig({ ...withoutProvider, PROOFING_PROVIDER_URL: 'http://proofing.example.org' })).toThrow(
      /https/,
    );
    expect(loadConfig(PRODUCTION_ENV).proofing.url).toBe('https://proofing.invalid/v1');
    expect(loadConfig({ NODE_ENV: 'development' }).proofing.url).toBeUndefined();
  });

  it('never runs the simulated bureau in production', () => {
    const deps = {} as ConstructorParameters<typeof SimulatedBureau>[0];
    expect(() => new SimulatedBureau(deps, { nodeEnv: 'production' })).toThrow(/production/);
    expect(new SimulatedBureau(deps, { nodeEnv: 'development' }).simulated).toBe(true);
  });
});

/** A stand-in identity service on this machine speaking the provider's two calls. */
function startService(): Promise<{ server: Server; url: string; seen: string[]; fail: { now: boolean } }> {
  const seen: string[] = [];
  const fail = { now: false };
  const read = async (req: IncomingMessage) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    return JSON.parse(body) as Record<string, unknown>;
  };
  const server = createServer((req, res) => {
    void (async () => {
      seen.push(`${req.method} ${req.url} ${req.headers.authorization ?? ''}`);
      const body = await read(req);
      const send = (status: number, json?: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json ?? {}));
      if (fail.now) return send(500);
      if (req.url === '/v1/inquiries') {
        if (body.ssn !== DEMO_RIDP.jordan.ssn) return send(404);
        const choices = [
          { id: 'a', label: { en: 'Elm Street', es: 'Elm Street' } },
          { id: 'b', label: { en: 'Oak Street', es: 'Oak Street' } },
        ];
        return send(200, {
          ref: 'ref-77',
          questions: [{ id: 'street', text: { en: 'Which street?', es: '¿Qué calle?' }, choices }],
        });
      }
      if (req.url === '/v1/inquiries/ref-77/score') {
        return send(200, { passed: (body.answers as Record<string, string>).street === 'b' });
      }
      return send(404);
    })();
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}/v1`, seen, fail });
    });
  });
}

describe('the HTTP identity-proofing provider', () => {
  let service: Awaited<ReturnType<typeof startService>>;
  let t: TestApp;
  beforeAll(async () => {
    service = await startService();
    t = await startTestApp({
      env: {
        PROOFING_PROVIDER_URL: service.url,
        PROOFING_PROVIDER_TOKEN: 'token-1',
        PROOFING_PROVIDER_NAME: 'Example ID',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((done) => service?.server.close(done));
  });

  const claim = JORDAN_CLAIM;

  it('asks the configured service, shows its questions, and links the account when it says the answers pass', async () => {
    const b = t.browser();
    await b.login(DEMO_USERS.standard, DEMO_PASSWORD);
    expect((await b.post(urlOf('ridpStart'), { ...claim, ssn: '400-99-9999' })).json()).toEqual({
      status: 'NOT_VERIFIED',
      quiz: null,
    });
    const started = await b.post(urlOf('ridpStart'), claim);
    expect(started.json()).toMatchObject({ status: 'QUIZ', quiz: { simulated: false, providerName: 'Example ID' } });
    expect(service.seen[0]).toBe('POST /v1/inquiries Bearer token-1');
    const quizId = started.json().quiz.quizId as string;

    service.fail.now = true;
    const down = await b.post(urlOf('ridpAnswer'), { quizId, answers: { street: 'b' } });
    expect(down.statusCode).toBe(503);
    expect(down.json().errors[0].code).toBe('SERVICE_UNAVAILABLE');
    service.fail.now = false;

    expect((await b.post(urlOf('ridpAnswer'), { quizId, answers: { street: 'b' } })).json()).toEqual({
      outcome: 'LINKED',
      purpose: 'UPGRADE',
    });
    expect((await b.get(urlOf('userAccountLogin'))).json()).toMatchObject({ userType: 'LINKED' });
    const [row] = await t.db
      .select({ userType: users.userType })
      .from(users)
      .where(eq(users.username, DEMO_USERS.standard));
    expect(row!.userType).toBe('LINKED');
  });
});
