import path from 'node:path';
import { createServer, type Plugin, type Rolldown } from 'vite';
// Relative: Vite loads its config's own imports without compiling TypeScript from packages.
import { PAGE_MODULES_FILE, pageKey, type PageModulesTable } from '../../../packages/contracts/src/page-modules';
import type { AppRoute } from '../src/app/routes';
import { staticClosure } from './preload';

export interface RoutePage {
  path: string;
  guard: AppRoute['guard'];
  /** The page module's file name without its extension; undefined if its import is not written `import('./Page')`. */
  module: string | undefined;
}

/** A page module's name as the marker the evaluation below gives in place of the module. */
const MARKER = '__pageModule';

/**
 * The route table evaluated in Node (Vite's module runner), each `import('./Page')` of a
 * feature's routes.ts answered with a stand-in whose every export names the module. A route's
 * `lazy` then returns that name instead of loading the page: the table stays the one place
 * that says which page an address shows.
 */
export async function routePages(root: string): Promise<RoutePage[]> {
  const server = await createServer({
    configFile: false,
    root,
    logLevel: 'error',
    appType: 'custom',
    optimizeDeps: { noDiscovery: true, include: [] },
    server: { middlewareMode: true, hmr: false, ws: false },
    plugins: [
      {
        name: 'portal-page-names',
        transform(code, id) {
          if (!/[/\\]features[/\\][^/\\]+[/\\]routes\.ts$/.test(id)) return;
          return code.replace(
            /\bimport\((['"])(\.{1,2}\/[^'"]+)\1\)/g,
            (_all, _quote, spec: string) =>
              `Promise.resolve(new Proxy({}, { get: (_t, key) => key === 'then' ? undefined : ` +
              `{ ${MARKER}: new URL(${JSON.stringify(spec)}, import.meta.url).pathname } }))`,
          );
        },
      },
    ],
  });
  try {
    const { appRoutes } = (await server.ssrLoadModule('/src/app/appRoutes.ts')) as { appRoutes: AppRoute[] };
    const pages: RoutePage[] = [];
    for (const route of appRoutes) {
      if (!route.lazy) continue;
      const module = ((await route.lazy()) as { Component?: { [MARKER]?: string } }).Component?.[MARKER];
      pages.push({ path: route.path, guard: route.guard, module: module && path.normalize(module) });
    }
    return pages;
  } finally {
    await server.close();
  }
}

/** An address the server can look up as written: no parameter, no wildcard. */
const isStatic = (routePath: string) => !/[:*]/.test(routePath);

/**
 * Writes PAGE_MODULES_FILE: for each screen address without parameters, the JavaScript files its
 * page needs that the first page's file does not already bring (ADR 0123). The server names
 * them in the page's `Link` header, so they download with the first page's file instead of
 * after it has run.
 */
export function pageModules(): Plugin {
  let root = process.cwd();
  let pages: Promise<RoutePage[]> | undefined;
  return {
    name: 'portal-page-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      // Evaluated while the bundle builds; awaited when the files are known.
      pages = routePages(root);
      pages.catch(() => undefined);
    },
    async generateBundle(_options, bundle: Rolldown.OutputBundle) {
      const chunks = Object.values(bundle).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
      const entry = chunks.find((c) => c.isEntry);
      if (!entry || !pages) return;
      const firstPage = staticClosure(bundle, entry.fileName);
      const byModule = new Map(
        chunks
          .filter((c) => c.isDynamicEntry && c.facadeModuleId)
          .map((c) => [c.facadeModuleId!.replace(/\.[jt]sx?$/, ''), c.fileName]),
      );
      const table: PageModulesTable = {};
      for (const page of await pages) {
        const file = page.module && byModule.get(page.module);
        if (!isStatic(page.path) || !file) continue;
        const files = [...staticClosure(bundle, file)].filter((f) => !firstPage.has(f));
        table[pageKey(page.path)] ??= { guard: page.guard, files };
      }
      this.emitFile({ type: 'asset', fileName: PAGE_MODULES_FILE, source: JSON.stringify(table) });
    },
  };
}
