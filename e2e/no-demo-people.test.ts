import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { WORLD_ACCOUNTS } from '@portal/contracts/test-world';

/*
 * The demo people of the seed belong to `npm start` and the README. A browser test that signs in
 * as one, or types one of their case numbers, SSNs or references, shares them with every other
 * test, and the suite then depends on the order its files run in. Each test makes its own world
 * (tests/fixtures.ts) instead; this check fails on any spec or helper that names a demo person.
 */
const testsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'tests');

/** What only the seed's demo people have: their case numbers, SSNs, references, facilities and addresses. */
const DEMO_FACTS = [
  /C-1\d{5}\b/, // C-100234, C-100512, …
  /\b(123|223|323|423|400|512)-?\d{2}-?\d{4}\b/, // Ana, Sam, Grace, Omar, Jordan, Casey
  /A-DEMO-/,
  /['"`](Riverside General Hospital|Maple Family Clinic)['"`]/,
  /[a-z]+\.[a-z]+@(example\.com|example\.org|clinic\.example\.org|hospital\.example\.org)/,
  /\b555-?555-?01(0[0-4]|11|22|33|44|55|66|77)\b/, // the demo people's phones
];

const files = readdirSync(testsDir).filter((f) => f.endsWith('.ts'));

describe('browser specs use their own worlds, never the demo people of the seed', () => {
  it.each(files)('%s', (file) => {
    // A list of the world's account kinds, typed as such, names kinds, not demo people.
    const lines = readFileSync(path.join(testsDir, file), 'utf8')
      .replace(/\[[^\]]*\]\s*as const satisfies WorldAccount\[\]/g, (list) => list.replace(/[^\n]/g, ' '))
      .split('\n');
    const found: string[] = [];
    lines.forEach((line, i) => {
      const code = line.replace(/\/\/.*$/, '');
      if (/^\s*(\*|\/\*)/.test(line)) return; // comments explain; they do not sign in
      // A sign-in names a world's account or a fresh one, never a literal username.
      if (/signIn(As|Again)\([^,]+,\s*['"`]/.test(code)) found.push(`${i + 1}: signs in with a literal username`);
      // A demo username as a string anywhere (typed into the sign-in page, passed to a helper).
      for (const account of WORLD_ACCOUNTS)
        if (new RegExp(`['"\`]${account}['"\`]`).test(code)) found.push(`${i + 1}: demo account '${account}'`);
      for (const fact of DEMO_FACTS) if (fact.test(code)) found.push(`${i + 1}: ${code.match(fact)![0]}`);
    });
    expect(found).toEqual([]);
  });
});
