import type { Registry } from 'prom-client';

type Labels = Readonly<Record<string, string>>;

/** One line of a metric as prom-client's registry writes it out. */
interface Sample {
  labels: Record<string, string | number>;
  value: number;
  metricName?: string;
}

/**
 * Counters and histograms counted per request and per statement (ADR 0831). prom-client checks
 * and hashes the labels at every `inc` and `observe`, even through a label child: a few
 * microseconds a request on the cheapest call. Here each label set's series is made once and
 * counting is an addition; the registry reads the numbers only when it is scraped. The text it
 * serves is the same as prom-client's own counters and histograms would give.
 */
abstract class PlainMetric<S> {
  abstract readonly type: 'counter' | 'histogram';
  readonly aggregator = 'sum';
  readonly #series = new Map<string, { labels: Labels; state: S }>();

  constructor(
    readonly name: string,
    readonly help: string,
    registry: Registry,
  ) {
    registry.registerMetric(this as unknown as Parameters<Registry['registerMetric']>[0]);
  }

  protected abstract fresh(): S;
  /** Sets a state back to nothing counted, in place (the series handed out keep counting into it). */
  protected abstract zero(state: S): void;
  protected abstract samples(labels: Labels, state: S): Sample[];

  /** The state of one label set (made the first time it is asked for). */
  protected stateOf(labels: Labels): S {
    const key = Object.values(labels).join('\u0000');
    let found = this.#series.get(key);
    if (!found) this.#series.set(key, (found = { labels, state: this.fresh() }));
    return found.state;
  }

  /** What the registry reads when it is scraped. */
  get() {
    const values = [...this.#series.values()].flatMap((s) => this.samples(s.labels, s.state));
    return { name: this.name, help: this.help, type: this.type, values, aggregator: this.aggregator };
  }

  reset(): void {
    for (const s of this.#series.values()) this.zero(s.state);
  }
}

export class PlainCounter extends PlainMetric<{ value: number }> {
  readonly type = 'counter';

  protected fresh() {
    return { value: 0 };
  }

  protected zero(state: { value: number }): void {
    state.value = 0;
  }

  protected samples(labels: Labels, state: { value: number }): Sample[] {
    return [{ labels: { ...labels }, value: state.value }];
  }

  /** The series of these labels; keep it, and count with its `inc`. */
  series(labels: Labels): { inc(): void } {
    const state = this.stateOf(labels);
    return {
      inc: () => {
        state.value += 1;
      },
    };
  }
}

interface Buckets {
  /** Observations in each bucket alone (not cumulative): counts[i] ≤ bounds[i], above bounds[i-1]. */
  counts: number[];
  sum: number;
  count: number;
}

export class PlainHistogram extends PlainMetric<Buckets> {
  readonly type = 'histogram';

  constructor(
    name: string,
    help: string,
    readonly bounds: readonly number[],
    registry: Registry,
  ) {
    super(name, help, registry);
  }

  protected fresh(): Buckets {
    return { counts: this.bounds.map(() => 0), sum: 0, count: 0 };
  }

  protected zero(state: Buckets): void {
    state.counts.fill(0);
    state.sum = 0;
    state.count = 0;
  }

  protected samples(labels: Labels, state: Buckets): Sample[] {
    let total = 0;
    const bucket = `${this.name}_bucket`;
    const lines: Sample[] = this.bounds.map((le, i) => {
      total += state.counts[i]!;
      return { labels: { le, ...labels }, value: total, metricName: bucket };
    });
    lines.push({ labels: { le: '+Inf', ...labels }, value: state.count, metricName: bucket });
    lines.push({ labels: { ...labels }, value: state.sum, metricName: `${this.name}_sum` });
    lines.push({ labels: { ...labels }, value: state.count, metricName: `${this.name}_count` });
    return lines;
  }

  /** The series of these labels; keep it, and count with its `observe`. */
  series(labels: Labels): { observe(value: number): void } {
    const state = this.stateOf(labels);
    const bounds = this.bounds;
    return {
      observe: (value: number) => {
        let i = 0;
        while (i < bounds.length && value > bounds[i]!) i++;
        if (i < bounds.length) state.counts[i]! += 1;
        state.sum += value;
        state.count += 1;
      },
    };
  }
}
