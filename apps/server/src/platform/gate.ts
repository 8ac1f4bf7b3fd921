/** A counting semaphore: at most `limit` holders, the rest wait in order. */
export class Gate {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(readonly limit: number) {}

  async acquire(): Promise<() => void> {
    if (this.active >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.active++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    };
  }

  get queued(): number {
    return this.waiting.length;
  }
}

/**
 * Counts what each key (an account, a client address) has in flight in this process, and
 * refuses at once the one past `limit` rather than queueing it.
 */
export class PerKeyLimit {
  private readonly counts = new Map<string, number>();
  constructor(readonly limit: number) {}

  /** Takes a place for every key, or none if one of them is full; returns its release, or null. */
  tryTake(keys: string[]): (() => void) | null {
    if (keys.some((k) => (this.counts.get(k) ?? 0) >= this.limit)) return null;
    for (const k of keys) this.counts.set(k, (this.counts.get(k) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      for (const k of keys) {
        const n = (this.counts.get(k) ?? 1) - 1;
        if (n <= 0) this.counts.delete(k);
        else this.counts.set(k, n);
      }
    };
  }

  inFlight(key: string): number {
    return this.counts.get(key) ?? 0;
  }
}
