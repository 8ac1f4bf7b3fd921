/**
 * What an entered AsyncLocalStorage costs code that awaits (bench/RESULTS.md, "Where the cost of
 * traces is"): the same loop of awaits with no context, with one entered throughout, and with one
 * entered for about a millisecond every `TOGGLE_MS` (as a recorded request turns it on and off).
 *
 *   node bench/async-context-cost.mjs none | on | toggle [TOGGLE_MS]
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const mode = process.argv[2] ?? 'none';
const storage = new AsyncLocalStorage();

async function leaf(i) {
  await null;
  return i + 1;
}
async function step(i) {
  let sum = 0;
  for (let k = 0; k < 5; k++) sum += await leaf(k);
  return sum + i;
}

let toggles = 0;
if (mode === 'on') storage.enterWith(1);
if (mode === 'toggle')
  setInterval(
    () => {
      storage.enterWith(1);
      setTimeout(() => storage.disable(), 1);
      toggles++;
    },
    Number(process.argv[3] ?? 10),
  );

for (let round = 0; round < 4; round++) {
  const started = performance.now();
  for (let i = 0; i < 300_000; i++) {
    await step(i);
    // Let timers run, as a server's event loop does between requests.
    if (i % 1000 === 0) await new Promise((resolve) => setImmediate(resolve));
  }
  console.log(`${mode} round ${round}: ${(performance.now() - started).toFixed(0)} ms (${toggles} toggles)`);
}
process.exit(0);
