/**
 * The local SMTP server and SMS provider of apps/server/src/test/providers.ts in a process of their
 * own, for bench/mass-comm.ts (started with fork, over IPC): it sends their addresses once they
 * listen, answers 'count' with what they received, and stops on 'stop'. In their own process they
 * neither share the measured process's event loop nor add to its memory.
 */
import { startLocalProviders } from '@portal/server/test/providers';

export interface ProviderCounts {
  total: number;
  /** Messages received more than once (by Message-ID or Idempotency-Key). */
  repeated: number;
}

const providers = await startLocalProviders();
process.send!({ smtpUrl: providers.smtpUrl, smsUrl: providers.smsUrl });
process.on('message', (message) => {
  if (message === 'count') {
    const repeated = [...providers.received.values()].filter((times) => times > 1).length;
    process.send!({ total: providers.total(), repeated } satisfies ProviderCounts);
  } else if (message === 'stop') {
    void providers.close().then(() => process.exit(0));
  }
});
