import { describe, expect, it } from 'vitest';
import { BATCH_BYTES, batches } from './sendFiles';

const file = (name: string, mb: number) => ({ name, size: mb * 1024 * 1024 });

describe('files chosen together', () => {
  it('travel in one request while small, and a large one goes alone', () => {
    const names = (groups: { name: string }[][]) => groups.map((g) => g.map((f) => f.name));
    expect(names(batches([file('a', 1), file('b', 2), file('c', 3)]))).toEqual([['a', 'b', 'c']]);
    expect(names(batches([file('a', 3), file('big', 25), file('b', 3), file('c', 3)]))).toEqual([
      ['a'],
      ['big'],
      ['b', 'c'],
    ]);
    expect(names(batches([file('one', 30)]))).toEqual([['one']]);
    for (const group of batches(Array.from({ length: 20 }, (_, i) => file(`p${i}`, 1.5))))
      expect(group.reduce((sum, f) => sum + f.size, 0)).toBeLessThanOrEqual(BATCH_BYTES);
  });
});
