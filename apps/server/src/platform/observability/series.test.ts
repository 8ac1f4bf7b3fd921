import { Counter, Histogram, Registry } from 'prom-client';
import { expect, it } from 'vitest';
import { PlainCounter, PlainHistogram } from './series';

const BOUNDS = [0.005, 0.01, 0.1, 1];
const VALUES = [0.001, 0.005, 0.007, 0.2, 3, 0.05, 1];

it('serve the same text as prom-client for the same counts', async () => {
  const theirs = new Registry();
  const ours = new Registry();
  const counter = new Counter({ name: 'x_total', help: 'X.', labelNames: ['endpoint', 'status'], registers: [theirs] });
  const histogram = new Histogram({
    name: 'x_seconds',
    help: 'X time.',
    labelNames: ['endpoint'],
    buckets: BOUNDS,
    registers: [theirs],
  });
  const plainCounter = new PlainCounter('x_total', 'X.', ours);
  const plainHistogram = new PlainHistogram('x_seconds', 'X time.', BOUNDS, ours);

  for (const endpoint of ['login', 'userAccountLogin']) {
    const counted = plainCounter.series({ endpoint, status: '200' });
    const timed = plainHistogram.series({ endpoint });
    for (const v of VALUES) {
      counter.inc({ endpoint, status: '200' });
      counted.inc();
      histogram.observe({ endpoint }, v);
      timed.observe(v);
    }
  }
  expect(await ours.metrics()).toBe(await theirs.metrics());
  expect(await ours.metrics()).toContain('x_seconds_bucket{le="0.01",endpoint="login"} 3');

  // A reset counts from nothing again, and the series handed out keep counting.
  ours.resetMetrics();
  plainCounter.series({ endpoint: 'login', status: '200' }).inc();
  expect(await ours.metrics()).toContain('x_total{endpoint="login",status="200"} 1');
  expect(await ours.metrics()).toContain('x_seconds_count{endpoint="login"} 0');
});
