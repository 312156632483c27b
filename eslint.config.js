// Lint rules: typescript-eslint, React hooks, jsx-a11y, and the layer boundaries of HOUSE-STYLE §5.2.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const restrict = (...patterns) => ['error', { patterns }];

const NO_DEFAULT_EXPORT = { selector: 'ExportDefaultDeclaration', message: 'Named exports only (HOUSE-STYLE §5.4).' };
const NO_WIDGETS = { group: ['**/widgets/**', '**/mounts/**', '**/mounts'], message: 'src/ must not import widgets or mounts.' };
/**
 * The folders of src/, lowest first: a folder imports only folders before it (types and dynamic import()
 * included), so no import circle can form between them. `runtime` (the bootstrap) is last: it loads
 * `mount` and `island` with import() and reaches every other folder only through them.
 */
const LAYERS = ['contract', 'debug', 'lib', 'dom', 'builder', 'lightbox', 'api', 'store', 'reviews', 'mount', 'island', 'runtime'];
const higherThan = (folder) => LAYERS.slice(LAYERS.indexOf(folder) + 1);
const layerPaths = (folders) => folders.flatMap((name) => [`../${name}`, `../${name}/*`, `../../${name}`, `../../${name}/*`, `@/${name}`, `@/${name}/*`]);
const layerRules = (folder) => {
  const higher = higherThan(folder);
  const message = `src/${folder} sits below ${higher.join(', ')} (LAYERS in eslint.config.js): it must not import them.`;
  const higherPath = higher.join('|');
  return {
    'no-restricted-imports': restrict(NO_WIDGETS, { group: layerPaths(higher), message }),
    'no-restricted-syntax': ['error', NO_DEFAULT_EXPORT, { selector: `ImportExpression[source.value=/^(\\.\\.\\/)+(${higherPath})(\\/|$)|^@\\/(${higherPath})(\\/|$)/]`, message }],
  };
};

export default tseslint.config(
  // wordpress/tests/wp-content: third parties' scripts as a shop has them, read by the plugin's tests.
  { ignores: ['dist/', 'node_modules/', 'test-results/', 'playwright-report/', 'fixtures/public/', 'wordpress/tests/wp-content/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', NO_DEFAULT_EXPORT],
    },
  },
  {
    // src/ knows no widget; only the entry reads the registry.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/main.ts'],
    rules: { 'no-restricted-imports': restrict(NO_WIDGETS) },
  },
  // One way between the folders of src/ (tests may reach across: they assemble the layers).
  ...LAYERS.filter((folder) => folder !== 'runtime').map((folder) => ({ files: [`src/${folder}/**/*.{ts,tsx}`], ignores: ['**/*.test.{ts,tsx}', '**/*.e2e.ts'], rules: layerRules(folder) })),
  {
    // The bootstrap chunk: no React, zod, ky or store (HOUSE-STYLE §5.2).
    files: ['src/runtime/**/*.{ts,tsx}', 'mounts/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict(
        { group: ['react', 'react-dom', 'react-dom/*', 'zod', 'zod/*', 'ky', 'zustand', 'zustand/*', 'js-cookie'], message: 'The bootstrap stays tiny: no React, zod, ky, zustand or js-cookie.', allowTypeImports: true },
        { group: ['**/store', '**/store/**', '@/store', '@/store/*', '**/api', '**/api/**', '@/api'], message: 'The bootstrap must not import the store or the network layer.' },
        { group: ['**/widgets/**'], message: 'mounts/ references widgets only through import().', allowTypeImports: true },
      ),
    },
  },
  {
    // A widget reaches shared code through the src barrels and never another widget.
    files: ['widgets/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.e2e.ts'],
    rules: {
      'no-restricted-imports': restrict(
        { regex: '^\\.\\./[^./][^/]*/|/widgets/', message: 'A widget never imports another widget: widgets meet in the store.' },
        { group: ['@/*/*', '!@/store/react'], message: 'Import shared code through its barrel (@/store, @/api, @/dom, @/runtime).' },
        { group: ['**/mounts', '**/mounts/**'], message: 'Widgets do not import the registry.' },
      ),
    },
  },
  {
    // Files that do one thing (issue 13): a source file that grows past this splits along its responsibilities.
    // The build's config and the WordPress plugin's tooling too; not .size-limit.js, a ledger of budgets and their reasons.
    files: ['src/**/*.{ts,tsx}', 'mounts/**/*.ts', 'widgets/**/*.{ts,tsx}', 'wordpress/**/*.ts', 'vite.config.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.e2e.ts'],
    rules: { 'max-lines': ['error', { max: 330 }] },
  },
  {
    // Tool configs must default-export.
    files: ['*.config.{ts,js}'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/*.e2e.ts', 'fixtures/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
