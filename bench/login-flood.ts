/**
 * The attacker of bench/abuse.ts, in a process of its own so it does not share the measuring
 * process's event loop: wrong-password sign-ins over BENCH_FLOOD_CONNECTIONS connections for
 * BENCH_FLOOD_SECONDS, each try a different username (so no one account's limit stops it), with
 * the CSRF token of an anonymous session like a browser's. With BENCH_FLOOD_ADDRESSES=many each
 * try also claims another client address in X-Forwarded-For (believed only when the server
 * trusts a proxy hop). Prints the answers by status as JSON on its last line.
 */
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { urlOf } from '@portal/contracts/calls';

const base = process.env.BENCH_FLOOD_BASE!;
const headers = JSON.parse(process.env.BENCH_FLOOD_HEADERS!) as Record<string, string>;
const manyAddresses = process.env.BENCH_FLOOD_ADDRESSES === 'many';
let n = 0;

const statuses: Record<string, number> = {};
const instance = autocannon(
  {
    url: `${base}${urlOf('login')}`,
    connections: Number(process.env.BENCH_FLOOD_CONNECTIONS ?? 16),
    duration: Number(process.env.BENCH_FLOOD_SECONDS ?? 10),
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => {
          n += 1;
          const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
          return {
            ...req,
            headers: { ...headers, ...(manyAddresses ? { 'x-forwarded-for': address } : {}) },
            body: JSON.stringify({ username: `flood.${n}`, password: `wrong-${randomBytes(6).toString('hex')}` }),
          };
        },
      },
    ],
  },
  (err, result) => {
    if (err) {
      console.error(err);
      process.exit(1);
    }
    console.log(
      JSON.stringify({ requests: result.requests.total, rps: Math.round(result.requests.average), statuses }),
    );
    process.exit(0);
  },
);
instance.on('start', () => console.log('flooding'));
instance.on('response', (_client, status) => {
  statuses[status] = (statuses[status] ?? 0) + 1;
});
