import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { urlOf, type OutstandingVerifications } from '@portal/contracts';
import { DEMO_PASSWORD, DEMO_USERS } from '../../seed/demo';
import type { TestApp } from '../../test/harness';

/**
 * Test support for uploads over real sockets: the test app listens on 127.0.0.1 with Ana (a
 * LINKED resident, or the account given) signed in; `post` sends an upload for her first
 * verification item. With `forwardedFor` (and TRUST_PROXY_HOPS=1) every upload says it comes
 * from that client address, so one test can play several residents.
 */
export async function listenSignedIn(
  t: TestApp,
  account: { username: string; password: string; forwardedFor?: string } = {
    username: DEMO_USERS.linked,
    password: DEMO_PASSWORD,
  },
) {
  if (!t.app.server.listening) await t.app.listen({ host: '127.0.0.1', port: 0 });
  const port = (t.app.server.address() as AddressInfo).port;
  const browser = t.browser();
  await browser.login(account.username, account.password);
  const forwarded: Record<string, string> = account.forwardedFor ? { 'x-forwarded-for': account.forwardedFor } : {};
  const cookie = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const csrf = browser.cookies.get('portal_csrf')!;
  const itemId = (await browser.get(urlOf('outstandingVerifications'))).json<OutstandingVerifications>().dtls[0]!.dtls
    .vDIEDLinkID;

  /** Sends a body (or, with `abortAfter`, that many characters of it and then goes away). */
  function post(
    body: string,
    declaredLength = Buffer.byteLength(body),
    abortAfter?: number,
  ): Promise<{ status: number; text: string } | 'aborted'> {
    return new Promise((resolve, reject) => {
      const req = http.request(`http://127.0.0.1:${port}${urlOf('uploadVerificationDocument')}`, {
        method: 'POST',
        headers: {
          cookie,
          'x-csrf-token': csrf,
          'content-type': 'application/json',
          'content-length': String(declaredLength),
          ...forwarded,
        },
      });
      req.on('response', (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString('utf8')));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      req.on('error', (err) => (abortAfter !== undefined ? resolve('aborted') : reject(err)));
      if (abortAfter === undefined) {
        req.end(body);
        return;
      }
      req.write(body.slice(0, abortAfter));
      setTimeout(() => req.destroy(), 300);
    });
  }
  return { port, cookie, csrf, itemId, post, forwarded };
}
