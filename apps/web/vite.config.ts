import { defineConfig } from 'vite';
import { FONTS_ALIAS, fonts, SUBSET_DIR } from './build/fonts';
import { firstPageChunk } from './build/first-page';
import { pageModules } from './build/page-modules';
import { precompress } from './build/precompress';
import { trimmedPreloads } from './build/preload';
import { USWDS_CSS, USWDS_CSS_ALIAS, uswds } from './build/uswds';
import { BUILD_TARGET } from './src/browserTargets';

const preloads = trimmedPreloads();

export default defineConfig({
  // Fonts cut to the characters of English and Spanish (ADR 0018); USWDS compiled from its Sass
  // sources with only what the pages use (ADR 0017); Brotli and gzip copies of the text files
  // beside them, served by content negotiation; each screen address's page files, for the
  // server to name with the page (build/page-modules.ts).
  plugins: [fonts(), uswds(), preloads.plugin, pageModules(), precompress()],
  resolve: { alias: { [FONTS_ALIAS]: SUBSET_DIR, [USWDS_CSS_ALIAS]: USWDS_CSS } },
  // TSX is compiled by Vite's own transform (react-jsx runtime from tsconfig); no plugin needed.
  build: {
    outDir: 'dist',
    sourcemap: false,
    // bench/run.ts reads the manifest to weigh the first page's JavaScript.
    manifest: true,
    // The same list the supported-browsers page shows.
    target: BUILD_TARGET,
    chunkSizeWarningLimit: 400,
    // No modulepreload polyfill (ADR 0011): the phones we build for preload natively; the older
    // Safari and Firefox of the target list load the same files through the imports instead.
    // A lazy page's preload list names only the files its importer has not loaded (build/preload.ts).
    modulePreload: { polyfill: false, resolveDependencies: preloads.resolveDependencies },
    rollupOptions: {
      // Chunks are named by their content hash alone: the first page carries the list of every
      // page's chunks (to preload a page's imports with it), and the module names in it were
      // bytes no reader needs (the manifest still maps each file to its source).
      // Everything the first page runs goes in one file (build/first-page.ts).
      output: { chunkFileNames: 'assets/[hash].js', codeSplitting: { groups: [firstPageChunk()] } },
      onwarn(warning, warn) {
        // TanStack Query marks files "use client" for server-component bundlers; meaningless here.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:8080' },
  },
});
