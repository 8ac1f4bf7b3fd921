import type { Rolldown } from 'vite';

type ModuleInfo = NonNullable<ReturnType<Rolldown.ChunkingContext['getModuleInfo']>>;

/**
 * One file for everything the first page runs. Left alone, the bundler makes a shared chunk of
 * each module the first page and some later page both use (the error page, "Loading…", the
 * session reads, a message table): 17 files for the home page, several under 1 KB. On a phone
 * each is a request the browser must discover and wait for; as one file they are one request
 * and compress better together. A module belongs to the first page when an entry imports it
 * statically, directly or through other such modules; the later pages import it from there.
 */
export function firstPageChunk(): Rolldown.CodeSplittingGroup {
  const known = new Map<string, boolean>();
  /** Whether some entry reaches `id` through static imports (walking importers up from it). */
  function onFirstPage(id: string, info: (id: string) => ModuleInfo | null): boolean {
    const cached = known.get(id);
    if (cached !== undefined) return cached;
    const seen = new Set<string>();
    const queue = [id];
    let found = false;
    while (queue.length > 0 && !found) {
      const next = queue.pop()!;
      if (seen.has(next)) continue;
      seen.add(next);
      const module = info(next);
      found = known.get(next) === true || module?.isEntry === true;
      if (module) queue.push(...module.importers);
    }
    known.set(id, found);
    return found;
  }
  return {
    name: (id, ctx) => (onFirstPage(id, (m) => ctx.getModuleInfo(m)) ? 'first' : null),
  };
}
