import { z } from 'zod';
import { RidpQuestion } from '@portal/contracts';
import { HttpError } from '../../platform/http/errors';
import type { IdentityClaim, IdentityProofingProvider } from './provider';

const Inquiry = z.object({ ref: z.string().min(1).max(200), questions: z.array(RidpQuestion).min(1).max(20) });
const Score = z.object({ passed: z.boolean() });

export interface HttpProviderConfig {
  /** Base address of the service, e.g. https://proofing.example.org/v1 */
  url: string;
  /** Sent as a bearer token when set. */
  token: string | undefined;
  /** Shown to the person beside the questions. */
  displayName: string;
  timeoutMs: number;
}

/**
 * A remote identity-proofing service over HTTPS, configured by its address. Two calls, JSON in
 * and out: `POST {url}/inquiries` with the identity claim answers `{ ref, questions }`, or 404
 * when the service has no record of the person; `POST {url}/inquiries/{ref}/score` with
 * `{ questions, answers }` answers `{ passed }`. Anything else (an error, a timeout, an answer
 * of another shape) is SERVICE_UNAVAILABLE: the person is asked to try again later, and
 * nothing is linked.
 */
export class HttpProofingProvider implements IdentityProofingProvider {
  readonly id = 'http';
  readonly simulated = false;
  readonly displayName: string;

  constructor(private readonly config: HttpProviderConfig) {
    this.displayName = config.displayName;
  }

  private async call<T>(path: string, body: unknown, shape: z.ZodType<T>): Promise<T | null> {
    let res: Response;
    try {
      res = await fetch(new URL(path, this.config.url.endsWith('/') ? this.config.url : `${this.config.url}/`), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(this.config.token ? { authorization: `Bearer ${this.config.token}` } : {}),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.config.timeoutMs),
        redirect: 'error',
      });
    } catch {
      throw new HttpError(503, 'SERVICE_UNAVAILABLE');
    }
    if (res.status === 404) return null;
    const parsed = res.ok ? shape.safeParse(await res.json().catch(() => undefined)) : null;
    if (!parsed?.success) throw new HttpError(503, 'SERVICE_UNAVAILABLE');
    return parsed.data;
  }

  async lookUp(claim: IdentityClaim) {
    return this.call('inquiries', claim, Inquiry);
  }

  async score(ref: string, questions: RidpQuestion[], answers: Record<string, string>) {
    const result = await this.call(`inquiries/${encodeURIComponent(ref)}/score`, { questions, answers }, Score);
    return result?.passed === true;
  }
}
