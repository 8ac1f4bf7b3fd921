/**
 * The oldest browser versions the build is compiled for. vite.config.ts makes them the build
 * target and /nf-browser-supported-versions lists them, so the page says what really runs.
 * (These are Vite's "baseline widely available" browsers, written out.)
 */
export const MIN_BROWSER_VERSIONS = { chrome: 107, edge: 107, firefox: 104, safari: 16 } as const;

/** The esbuild/Vite target list, e.g. ['chrome107', 'edge107', 'firefox104', 'safari16']. */
export const BUILD_TARGET = Object.entries(MIN_BROWSER_VERSIONS).map(([browser, version]) => `${browser}${version}`);
