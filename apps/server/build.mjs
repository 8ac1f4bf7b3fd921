// The server build (ADR 0015): src/main.ts and everything it imports, the workspace packages
// (@portal/*, which export TypeScript) included, into plain JavaScript: dist/main.mjs and the
// chunks it loads, with source maps. Other packages stay in node_modules and are imported from
// there at run time. `npm run build` runs it; `npm start` then runs
// `node --enable-source-maps apps/server/dist/main.mjs`.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const outdir = path.join(here, 'dist');
const featuresDir = path.join(here, 'src', 'features');
/** The kinds of module features/modules.ts finds in each feature folder (its type FeatureFile). */
const FEATURE_FILES = ['routes', 'seed', 'jobs'];
const WORKSPACE = /^@portal\//;

const slash = (p) => p.split(path.sep).join('/');
const packageName = (specifier) => specifier.split('/', specifier.startsWith('@') ? 2 : 1).join('/');
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * What may stay outside the bundle: the dependencies of this workspace and of the @portal
 * packages it bundles, found through their package.json files.
 */
function externalPackages() {
  const found = new Set();
  const seen = new Set();
  const visit = (manifest) => {
    for (const name of Object.keys(readJson(manifest).dependencies ?? {})) {
      if (!WORKSPACE.test(name)) found.add(name);
      else if (!seen.has(name)) {
        seen.add(name);
        visit(path.join(root, 'node_modules', name, 'package.json'));
      }
    }
  };
  visit(path.join(here, 'package.json'));
  return found;
}

/**
 * The bundle keeps what Node needs from outside: @portal/* is bundled, a declared dependency
 * stays in node_modules (native ones such as argon2 could not be bundled anyway), and anything
 * else imported is an error here rather than a missing module at run time.
 */
function packagesPlugin() {
  const external = externalPackages();
  const builtin = new Set(builtinModules);
  return {
    name: 'portal-packages',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, (args) => {
        if (path.isAbsolute(args.path)) return undefined;
        const name = packageName(args.path);
        if (WORKSPACE.test(name)) return undefined;
        if (name.startsWith('node:') || builtin.has(name) || external.has(name)) return { external: true };
        const from = slash(path.relative(root, args.importer));
        return { errors: [{ text: `${args.path} (imported by ${from}) is not a dependency of @portal/server` }] };
      });
    },
  };
}

/** features/modules.ts as it is in the bundle: the list it finds on disk, written out now. */
function featureModulesSource() {
  const lists = FEATURE_FILES.map((kind) => {
    const files = readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => ({ feature: d.name, file: path.join(featuresDir, d.name, `${kind}.ts`) }))
      .filter((m) => existsSync(m.file))
      .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0))
      .map(({ feature, file }) => {
        const fields = `feature: ${JSON.stringify(feature)}, file: ${JSON.stringify(slash(path.relative(root, file)))}`;
        return `    { ${fields}, load: () => import(${JSON.stringify(`./${feature}/${kind}.ts`)}) },`;
      });
    return [`  ${kind}: [`, ...files, '  ],'].join('\n');
  });
  return [
    `const lists = {\n${lists.join('\n')}\n};`,
    'export function featureModules(kind) {',
    '  if (!Object.hasOwn(lists, kind)) throw new Error(`apps/server/build.mjs does not list feature ${kind} modules`);',
    '  return lists[kind];',
    '}',
  ].join('\n');
}

/**
 * Source files as the bundle sees them. features/modules.ts becomes its build-time list. In every
 * other module `import.meta.url` keeps naming the module's own source file, as under tsx, so
 * what is found from it (the repository root in platform/config.ts, the SQL files in
 * platform/db/migrations) is the same whichever way the server runs. What a bundle cannot do
 * the same way (other import.meta properties, import() of a computed path) stops the build.
 */
function sourcesPlugin() {
  return {
    name: 'portal-sources',
    setup(b) {
      b.onLoad({ filter: /\.ts$/ }, (args) => {
        if (args.path.split(path.sep).includes('node_modules')) return undefined;
        if (args.path === path.join(featuresDir, 'modules.ts')) {
          return { contents: featureModulesSource(), loader: 'js', resolveDir: featuresDir };
        }
        const text = readFileSync(args.path, 'utf8');
        const file = slash(path.relative(root, args.path));
        if (/import\.meta(?!\.url)/.test(text)) {
          return { errors: [{ text: `${file}: only import.meta.url is handled` }] };
        }
        if (/\bimport\(\s*(?![\s'"`)])/.test(text)) {
          return { errors: [{ text: `${file}: import() of a path computed at run time cannot be bundled` }] };
        }
        const own = `new URL(${JSON.stringify(slash(path.relative(outdir, args.path)))}, import.meta.url).href`;
        return { contents: text.replaceAll('import.meta.url', own), loader: 'ts' };
      });
    },
  };
}

/**
 * Writes each file under a temporary name, then renames it, main.mjs last: a server starting
 * meanwhile reads whole files of one build. Then removes the chunks of earlier builds.
 */
function writeAtomically(files) {
  mkdirSync(outdir, { recursive: true });
  const isMain = (file) => file.path === path.join(outdir, 'main.mjs');
  for (const file of [...files.filter((f) => !isMain(f)), ...files.filter(isMain)]) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
  const written = new Set(files.map((f) => path.basename(f.path)));
  for (const name of readdirSync(outdir)) {
    if (/\.mjs(\.map)?$/.test(name) && !written.has(name)) rmSync(path.join(outdir, name), { force: true });
  }
}

const started = performance.now();
const result = await build({
  entryPoints: { main: path.join(here, 'src', 'main.ts') },
  // The same output from whichever folder the build is started (its comments name files from here).
  absWorkingDir: root,
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  // What the sources load with import() (each feature's modules, the S3 store with the AWS SDK)
  // becomes a file of its own, loaded when asked for as under tsx. Every file is directly in
  // dist/, where the URLs of sourcesPlugin() start from.
  splitting: true,
  chunkNames: '[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  tsconfig: path.join(here, 'tsconfig.json'),
  sourcemap: 'linked',
  // Stack traces name the .ts files of this repository; their text need not be copied in.
  sourcesContent: false,
  keepNames: true,
  plugins: [packagesPlugin(), sourcesPlugin()],
  write: false,
  logLevel: 'warning',
}).catch(() => process.exit(1)); // esbuild has printed the errors
const code = result.outputFiles.filter((f) => f.path.endsWith('.mjs'));
// Bundled code that calls require() would fail in an ES module at run time, not here.
const requiring = code.find((f) => f.text.includes('__require('));
if (requiring) throw new Error(`${path.basename(requiring.path)} calls require(); import the module instead`);
writeAtomically(result.outputFiles);
const kb = Math.round(code.reduce((sum, f) => sum + f.contents.byteLength, 0) / 1024);
const took = Math.round(performance.now() - started);
console.log(`Server built in ${took} ms: apps/server/dist/main.mjs and ${code.length - 1} chunks (${kb} KB)`);
