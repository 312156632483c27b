// Build of the one-tag bundle (dist/shop-islands.js + lazy chunks) and the vitest set-up.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import ts from 'typescript';
import { version } from './package.json';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { defineConfig, type Plugin } from 'vitest/config';
import { wordpressPluginZip } from './wordpress/plugin-zip';

const ENTRY_FILE = 'shop-islands.js';
/** What src/runtime/chunk-map.ts reads the chunk map from; the build writes the map there instead. */
const CHUNK_MAP_PLACEHOLDER = 'globalThis.__SHOP_ISLANDS_CHUNK_MAP__';
/** Widgets whose dynamic imports are preloaded when they start (see islandChunkMap). */
const PRELOADED_WHEN_STARTED = ['product-images', 'product-gallery'];

function chunksOf(bundle: OutputBundle): OutputChunk[] {
  return Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
}

/**
 * WordPress enqueues the entry as `shop-islands.js?ver=…`. A chunk importing anything from the entry
 * would load it a second time under the bare URL (two runtimes, two stores), so the build fails instead.
 */
function noImportsOfEntry(): Plugin {
  return {
    name: 'shop-islands:no-imports-of-entry',
    apply: 'build',
    generateBundle(_options, bundle) {
      const entries = chunksOf(bundle).filter((c) => c.isEntry).map((c) => c.fileName);
      for (const chunk of chunksOf(bundle)) {
        for (const imported of [...chunk.imports, ...chunk.dynamicImports]) {
          if (entries.includes(imported)) this.error(`${chunk.fileName} imports the entry ${imported}`);
        }
      }
    },
  };
}

/**
 * Writes into the entry, for every widget, the files its dynamic import needs (its chunk and every
 * chunk that chunk imports statically) and, under `<widget>~`, what those import dynamically once the
 * widget runs (with their own imports), relative to the entry. The runtime uses the list to preload
 * widgets that wait for the shopper when the browser is idle and to fetch a widget's files in parallel
 * instead of as a waterfall (Vite's own preload helper is off: it would be code in the entry that chunks import).
 */
function islandChunkMap(): Plugin {
  return {
    name: 'shop-islands:chunk-map',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = chunksOf(bundle);
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (file: string, seen = new Set<string>()): Set<string> => {
        if (seen.has(file)) return seen;
        seen.add(file);
        for (const dep of byFile.get(file)?.imports ?? []) closure(dep, seen);
        return seen;
      };
      // The chunk holding a module: its facade, or (a chunk made by a codeSplitting group has none) one of its modules.
      const filesOf = (pattern: RegExp): string[] => {
        const chunk = chunks.find((c) => [c.facadeModuleId ?? '', ...c.moduleIds].some((id) => pattern.test(id.replaceAll('\\', '/'))));
        return chunk ? [...closure(chunk.fileName)] : [];
      };
      const map: Record<string, string[]> = {
        '#island': filesOf(/\/src\/island\/index\.ts$/),
        '#mount': filesOf(/\/src\/mount\/index\.ts$/),
      };
      // src/runtime/chunk-map.ts reads each list as names joined by spaces: none may be empty.
      if (!map['#island']!.length || !map['#mount']!.length) this.error('the renderer or the mounting chunk is missing from the build');
      // A widget's list leaves out what the runtime fetches with it anyway (src/runtime/chunk-map.ts keysOf):
      // the mounting chunk's files, and for an island (its files include the renderer's, React's) the renderer's.
      const renderer = map['#island']![0];
      for (const chunk of chunks) {
        const match = /\/widgets\/([a-z0-9-]+)\/index\.ts$/.exec(chunk.facadeModuleId?.replaceAll('\\', '/') ?? '');
        if (!match?.[1]) continue;
        const files = [...closure(chunk.fileName)];
        const fetchedWith = new Set([...map['#mount']!, ...(renderer && files.includes(renderer) ? map['#island']! : [])]);
        const own = files.filter((file) => !fetchedWith.has(file));
        map[match[1]] = own;
        // What a gallery imports once it runs (its lightbox), under `<widget>~`: preloaded when the gallery
        // starts (fetched and compiled, not run), so the first open does not wait for the network, but not
        // at idle, where the page would compile it for a shopper who may never touch the photo. Only the
        // galleries: they start on a pointer over them, right before the press that opens the viewer; other
        // lazy imports (the coming-soon banner's services on dismissal) stay lazy.
        if (!PRELOADED_WHEN_STARTED.includes(match[1])) continue;
        const later = [...new Set(own.flatMap((file) => byFile.get(file)?.dynamicImports ?? []).flatMap((file) => [...closure(file)]))].filter((file) => !fetchedWith.has(file) && !own.includes(file));
        if (!later.length) this.error(`${match[1]} imports nothing once it runs: take it out of PRELOADED_WHEN_STARTED`);
        map[`${match[1]}~`] = later;
      }
      const entry = chunks.find((c) => c.isEntry);
      if (entry?.code.split(CHUNK_MAP_PLACEHOLDER).length !== 2) {
        this.error('the chunk-map placeholder is missing from the entry, or there twice');
        return;
      }
      if (Object.values(map).flat().some((file) => !/^chunks\/[^ ]+\.js$/.test(file))) this.error('a widget file is outside chunks/');
      // Names repeat from list to list, which brotli packs better than an index table would.
      const literal = JSON.stringify(Object.fromEntries(Object.entries(map).map(([name, list]) => [name, list.map((file) => file.slice('chunks/'.length, -'.js'.length)).join(' ')])));
      entry.code = entry.code
        .replace(CHUNK_MAP_PLACEHOLDER, `(${literal})`)
        // Tree-shaking hints are spent once the bundle is built; the entry's bytes are budgeted.
        .replaceAll('/* @__PURE__ */ ', '');
    },
  };
}

/**
 * CommonJS packages (React, its renderer, the scheduler) are wrapped by the bundler in an arrow function
 * that runs on first `require`: `t((e,t)=>{…whole package…})`. V8 compiles an arrow function lazily, on
 * the main thread, when it is first called — here the moment an island's press evaluates React, ~150 kB
 * of source in one function. A parenthesised `function` expression is compiled eagerly instead, with the
 * rest of the file, while the module streams in off the main thread (V8's "possibly invoked function"
 * heuristic). So each wrapper is rewritten to `(function(e,t){…})` after minification (the minifier would
 * turn it back into an arrow). Same behaviour: a wrapper uses neither `this` nor `arguments` (checked), and
 * is called as a plain function. Measured at 4× CPU slowdown: React's evaluation at a first press
 * ~130 → ~100 ms.
 */
function eagerCommonJsWrappers(): Plugin {
  type Node = { type: string; start: number; end: number; [key: string]: unknown };
  const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
  const children = (node: Node): Node[] => Object.values(node).flatMap((value) => (Array.isArray(value) ? value.filter(isNode) : isNode(value) ? [value] : []));
  /** Whether an arrow function's own scope (not that of a nested `function`) uses `this`, `arguments`, `super` or `new.target`. */
  const usesOwnThis = (node: Node): boolean =>
    /^(ThisExpression|Super|MetaProperty)$/.test(node.type) ||
    (node.type === 'Identifier' && node.name === 'arguments') ||
    children(node).some((child) => !/^Function(Declaration|Expression)$/.test(child.type) && usesOwnThis(child));
  return {
    name: 'shop-islands:eager-commonjs-wrappers',
    apply: 'build',
    // The rewrite comes after the hashes are taken: a change to it must still change the file names.
    augmentChunkHash: () => 'eager-commonjs-wrappers:1',
    generateBundle(_options, bundle) {
      for (const chunk of chunksOf(bundle)) {
        const program = this.parse(chunk.code) as unknown as Node;
        // The bundler's CommonJS helper, imported from its runtime chunk under a minified name.
        const helpers = new Set(
          children(program)
            .filter((node) => node.type === 'ImportDeclaration' && /rolldown-runtime/.test(String((node.source as Node & { value: string }).value)))
            .flatMap((node) => (node.specifiers as Node[]).map((specifier) => String((specifier.local as Node).name))),
        );
        if (!helpers.size) continue;
        // `var n = helper((e,t)=>{…})` at the top of the module: the helper's name is not shadowed there.
        const wrappers = children(program)
          .filter((node) => node.type === 'VariableDeclaration')
          .flatMap((node) => (node.declarations as Node[]).map((declarator) => declarator.init as Node | null))
          .flatMap((init) => {
            const [argument] = init?.type === 'CallExpression' ? (init.arguments as Node[]) : [];
            const isWrapper = init?.type === 'CallExpression' && (init.arguments as Node[]).length === 1 && argument?.type === 'ArrowFunctionExpression' && helpers.has(String((init.callee as Node).name)) && !argument.async && (argument.body as Node).type === 'BlockStatement' && !usesOwnThis(argument.body as Node);
            return isWrapper ? [argument] : [];
          });
        let code = chunk.code;
        for (const arrow of wrappers.sort((a, b) => b.start - a.start)) {
          const params = (arrow.params as Node[]).map((param) => code.slice(param.start, param.end));
          const body = arrow.body as Node;
          if (!code.slice(arrow.start, body.start).includes('=>') || code[body.start] !== '{') this.error(`${chunk.fileName}: unexpected CommonJS wrapper at ${arrow.start}`);
          code = `${code.slice(0, arrow.start)}function(${params.join(',')})${code.slice(body.start)}`;
        }
        chunk.code = code;
      }
    },
  };
}

/**
 * A chunk is loaded when its widget is used, and nearly every function in it runs then: the widget
 * renders, the library it needs starts. V8 compiles a function lazily, on the main thread, at its first
 * call — at the shopper's press. The magic comment `//# allFunctionsCalledOnLoad` at the top of a file
 * (an explicit compile hint, Chromium 136+) has V8 compile all of them with the file instead, off the main
 * thread while the idle preload streams it in. Other browsers ignore the comment. Not on the entry: it
 * runs at load, and most of it (the press handlers) only when the shopper acts; nor on files under 4 kB
 * (the page behaviours), which compile in no time and would grow by a fifth. Measured at 4× CPU
 * slowdown, the four first presses of the bench, median of 5 (without → with): swatch 483 → 289 ms, add to
 * cart 285 → 238 ms, "5 star" 399 → 309 ms, gallery photo 470 → 381 ms.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
const COMPILE_HINT_MIN_BYTES = 4096;
function compileHints(): Plugin {
  return {
    name: 'shop-islands:compile-hints',
    apply: 'build',
    // The hint comes after the hashes are taken (a minified size is not known before): a change to the rule must still change the file names.
    augmentChunkHash: (chunk) => (chunk.isEntry ? undefined : `compile-hints:${COMPILE_HINT_MIN_BYTES}`),
    generateBundle(_options, bundle) {
      for (const chunk of chunksOf(bundle)) {
        if (chunk.isEntry || chunk.code.length < COMPILE_HINT_MIN_BYTES) continue;
        chunk.code = COMPILE_HINT + chunk.code;
        // One line more at the top.
        if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
      }
    },
  };
}

/**
 * `dist/shop-islands.d.ts`: the types theme code meets (window.shopIslands, the events and their arguments,
 * the island:error / island:mounted details), from src/public-api.ts alone — self-contained, so its
 * declarations need no other file (TypeScript's transpileDeclaration, as for isolated declarations).
 */
function publicTypes(): Plugin {
  return {
    name: 'shop-islands:public-types',
    apply: 'build',
    generateBundle() {
      const fileName = fileURLToPath(new URL('src/public-api.ts', import.meta.url));
      const { outputText, diagnostics = [] } = ts.transpileDeclaration(readFileSync(fileName, 'utf8'), { fileName, reportDiagnostics: true, compilerOptions: { strict: true, target: ts.ScriptTarget.ES2022 } });
      if (diagnostics.length) this.error(`src/public-api.ts cannot become a declaration file on its own: ${ts.flattenDiagnosticMessageText(diagnostics[0]!.messageText, ' ')}`);
      if (/^\s*import\b/m.test(outputText)) this.error('src/public-api.ts must stay self-contained: it imports another file');
      const header = `// Shop Islands ${version}: the types of window.shopIslands, its events and the island:error / island:mounted details.\n// In a theme's TypeScript: add this file to the compilation (tsconfig "files"), or \`/// <reference path="shop-islands.d.ts" />\`.\n`;
      this.emitFile({ type: 'asset', fileName: 'shop-islands.d.ts', source: header + outputText });
    },
  };
}

/**
 * `SHOP_ISLANDS_EMPTY_REGISTRY=1 vite build`: the entry with no registry entry, which the bench builds to
 * print what the runtime costs alone and what each registry entry adds.
 */
function emptyRegistry(): Plugin {
  return {
    name: 'shop-islands:empty-registry',
    apply: 'build',
    load: (id) => (/[\\/]mounts[\\/]index\.ts$/.test(id) ? 'export const mounts = [];' : null),
  };
}

/** Ships src/critical.css as dist/shop-islands-critical.css (comments dropped), for themes to inline in <head>. */
function criticalCss(): Plugin {
  return {
    name: 'shop-islands:critical-css',
    apply: 'build',
    generateBundle() {
      const source = readFileSync(fileURLToPath(new URL('./src/critical.css', import.meta.url)), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').trim();
      this.emitFile({ type: 'asset', fileName: 'shop-islands-critical.css', source: `${source}\n` });
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [react(), noImportsOfEntry(), islandChunkMap(), eagerCommonJsWrappers(), compileHints(), criticalCss(), publicTypes(), ...(process.env.SHOP_ISLANDS_EMPTY_REGISTRY ? [emptyRegistry()] : [wordpressPluginZip()])],
  // Chunk URLs resolve from the entry's own URL, so dist/ works under any sub-path (a plugin folder, a CDN).
  base: './',
  publicDir: command === 'serve' ? 'fixtures/public' : false,
  define: command === 'build' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    // Library mode: Vite then wraps no dynamic import in its preload helper (1.2 KB in the entry that
    // would otherwise stay even with modulePreload off, vitejs/vite#18551); src/runtime/chunk-map.ts
    // preloads instead.
    lib: { entry: 'src/main.ts', formats: ['es'], fileName: () => ENTRY_FILE },
    minify: true,
    cssCodeSplit: false,
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        entryFileNames: ENTRY_FILE,
        minify: true,
        // Seven characters: rolldown asks for them past 64 chunks (six were enough until the Google Map's file).
        chunkFileNames: 'chunks/[name]-[hash:7].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        codeSplitting: {
          groups: [
            // The React renderer with React itself: every island needs both, so one file (and one entry in the entry's
            // chunk map) instead of two. Not the styles adopter: the page builder's widgets adopt styles too, and must
            // not fetch React for it (it is a page service).
            { name: 'island', priority: 3, test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|[\\/]src[\\/](island[\\/]|dom[\\/]acts-as-button\.ts$)/ },
            // What a builder document fetches after it starts, when it has them: its sticky elements' code and Elementor
            // Pro's shop widgets' load-time work, one file (one request, and one name fewer in the entry's map).
            { name: 'builder-extras', test: /[\\/]widgets[\\/]page-builder[\\/](sticky|pro-widgets|pro-woo-pages)\.ts$/ },
            // The `data-*` JSON reader on its own (0.1 kB): the page builder's contract and the reviews widgets both use it;
            // in either's file the other would fetch that whole file for it, and the page services do not need it.
            { name: 'data-json', priority: 5, test: /[\\/]src[\\/]dom[\\/]data-json\.ts$/ },
            // The page builder's contract (src/builder: config, devices, storage, hooks, the overlays' shared helpers …) as one
            // file: the page builder, its widgets and its popups each use parts of it, and rolldown would otherwise split each
            // shared part into a file of its own (more requests at load, more names in the entry's map).
            { name: 'frontend', priority: 2, test: /[\\/]src[\\/]builder[\\/]/ },
            // PhotoSwipe, its CSS and the shop's one opener (src/lightbox) as one file, fetched on the first open.
            { name: 'photoswipe', test: /node_modules[\\/]photoswipe[\\/]|[\\/]src[\\/]lightbox[\\/]/ },
            // The light page services page behaviours need (cookies, notices, growl, the event bridge, the
            // fragment replacement the stored cart is put in with at load, the styles adopter, the shoppers'
            // messages for failed calls): without zod, ky or the store, so a page with only behaviours (and the
            // page builder's widgets) stays small.
            // Above the island's priority: the island's renderer imports the styles adopter, and a group takes what its
            // modules import.
            { name: 'page-services', priority: 4, test: /[\\/]src[\\/]dom[\\/](cookies|consent|notices|growl|live-region|theme-events|cart-fragments|styles)\.ts$|[\\/]src[\\/]lib[\\/]api-messages\.ts$|node_modules[\\/]js-cookie[\\/]/ },
            // The shared services every cart widget needs, as one file rather than five small ones.
            // Not the two helpers only the reviews widgets and the galleries use: they go with those widgets; nor the
            // modal boxes' focus helpers, which go with the dialogs (the page builder's, the reviews'); nor the
            // shoppers' messages, which the page builder's calls share.
            { name: 'shop-services', priority: 1, test: /[\\/]src[\\/](api|dom(?![\\/](acts-as-button|data-json|focus)\.)|store|lib(?![\\/]api-messages\.))[\\/]|node_modules[\\/](zod|ky|zustand)[\\/]/ },
          ],
        },
      },
    },
  },
  test: {
    environment: 'happy-dom',
    include: ['{src,mounts,widgets,fixtures,wordpress}/**/*.test.{ts,tsx}'],
    setupFiles: ['fixtures/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
}));
