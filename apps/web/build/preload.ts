import type { Plugin, Rolldown } from 'vite';

/** A chunk's file and every file it imports statically, directly or not. */
export function staticClosure(bundle: Rolldown.OutputBundle | undefined, file: string): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const chunk = bundle?.[name];
    if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
  };
  visit(file);
  return seen;
}

/**
 * Vite lists, with every lazy import, each file the imported page needs so they are fetched
 * together. The list repeats files the importing chunk already loaded (the first page's own
 * chunks are in most lists), and the first page carries every list. This leaves out what the
 * importer statically imports (loaded before it ran), so the lists name only what is missing.
 * The plugin keeps a reference to the bundle for `resolveDependencies` to read.
 */
export function trimmedPreloads() {
  let bundle: Rolldown.OutputBundle | undefined;
  const loaded = new Map<string, Set<string>>();

  function closureOf(file: string): Set<string> {
    let known = loaded.get(file);
    if (!known) loaded.set(file, (known = staticClosure(bundle, file)));
    return known;
  }

  const plugin: Plugin = {
    name: 'portal-trimmed-preloads',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        bundle = output;
        loaded.clear();
      },
    },
  };
  const resolveDependencies = (_file: string, deps: string[], { hostId }: { hostId: string }) => {
    const have = closureOf(hostId);
    return deps.filter((d) => !have.has(d));
  };
  return { plugin, resolveDependencies };
}
