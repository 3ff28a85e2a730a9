import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Boundaries (docs/architecture.md#parts): an app never imports another app, a lib never imports an app,
// nothing reaches into another package's src/ (each lib's package.json `exports` lists its entry points), and the
// data libs and the API never import the UI libs (what the server needs of a page's words lives in contracts).
const ROUTER_ONLY = ['react-router-dom', 'react-router'].map((name) => ({
  name,
  message: "Import routing from '@cvb/router', the one router every app of the page shares.",
}));
const DEEP_IMPORT = {
  regex: '^@cvb/[^/]+/src(/|$)',
  message: 'Import a lib through an entry point its package.json `exports` lists, not from its src/.',
};
const APPS = {
  regex: '^(\\.\\./)*(\\.\\.)?/?(shell|main-site|api|mfe-[a-z-]+)(/|$)',
  message:
    'An app is deployed on its own: share code through a lib in libs/, never by importing another app.',
};
const UI_LIBS = {
  regex: '^@cvb/(ui|vehicle-catalogue|lead-forms|mfe-kit|router)(/|$)',
  message:
    'Data libs and the API sit below the UI: move what both sides need (types, rules, texts) to @cvb/contracts.',
};
const DATA_LIBS = 'libs/{contracts,format,validation,i18n,store,api-client,route-table}/src/**/*.{ts,tsx}';
const restrictedImports = (...patterns) => [
  'error',
  { paths: ROUTER_ONLY, patterns: [DEEP_IMPORT, ...patterns] },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.nx/**', 'api/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'no-restricted-imports': restrictedImports(),
    },
  },
  { files: ['libs/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': restrictedImports(APPS) } },
  {
    files: ['shell/**/*.{ts,tsx}', 'main-site/**/*.{ts,tsx}', 'api/**/*.{ts,tsx}', 'mfe-*/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrictedImports(APPS) },
  },
  { files: [DATA_LIBS], rules: { 'no-restricted-imports': restrictedImports(APPS, UI_LIBS) } },
  { files: ['api/src/**/*.ts'], rules: { 'no-restricted-imports': restrictedImports(APPS, UI_LIBS) } },
  {
    files: ['libs/router/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [DEEP_IMPORT, APPS] }] },
  },
  {
    // Journeys of the API with the web server in front of it: they start both apps, as the deployment does.
    files: ['api/test/**/*.ts'],
    rules: { 'no-restricted-imports': restrictedImports() },
  },
  {
    files: ['**/*.{cjs,mjs,js}'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // Jest set-up files: they run inside the test environment, with its globals.
    files: ['tools/jest/**/*.cjs'],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
  },
  {
    // Remote entries the journeys serve as broken remotes: browser scripts.
    files: ['e2e/fixtures/static/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
