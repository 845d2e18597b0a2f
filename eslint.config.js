// Lint rules that keep the architecture honest: no import cycles, a service imports only
// libs/common (never another service), the gateway's platform imports none of its features, SPA
// features do not import each other (nor do the SPA's shared lib/ and components/ import a
// feature), and the SPA takes nothing from libs/common but its shop-rules folder, which itself
// imports nothing.
import { readdirSync } from 'node:fs';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const SERVICES = ['gateway', 'catalog', 'orders', 'identity', 'messaging'];
const FEATURES = readdirSync(new URL('./frontend/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const serviceZones = SERVICES.map((service) => ({
  target: `./services/${service}`,
  from: './services',
  except: [`./${service}`],
  message: 'Services never import each other: share through libs/common contracts.',
}));
const featureZones = FEATURES.map((feature) => ({
  target: `./frontend/src/features/${feature}`,
  from: './frontend/src/features',
  except: [`./${feature}`],
  message: 'Features do not import each other: move shared code to components/ or lib/.',
}));

// The gateway's platform (security, OpenAPI, SPA hosting, caching…) serves every feature and knows none.
const gatewayPlatformZone = {
  target: './services/gateway/src/platform',
  from: './services/gateway/src/features',
  message: 'The gateway platform knows no feature: features import platform, never the reverse.',
};

// Shared SPA code sits below the features: lib/ and components/ never reach up into one.
const spaSharedZones = ['lib', 'components'].map((folder) => ({
  target: `./frontend/src/${folder}`,
  from: './frontend/src/features',
  message: `frontend/src/${folder} is shared by the features and imports none of them: move the code down into lib/ or components/.`,
}));

// The SPA compiles libs/common/src/shop-rules (the rules both sides apply) and nothing else of the
// backend: the rest needs Node.js and decorators, and would grow the browser's download.
const spaLibZone = {
  target: './frontend',
  from: './libs',
  except: ['./common/src/shop-rules'],
  message: 'The SPA imports only libs/common/src/shop-rules (as @shop-rules/*) from libs.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'libs/common/src/contracts/openapi-metadata.ts',
      'frontend/vite.config.ts',
      'frontend/vitest.config.ts',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { typescript: { project: ['tsconfig.base.json', 'frontend/tsconfig.app.json'] } },
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Only our own code can form cycles worth reporting; parsing node_modules is slow.
      'import/external-module-folders': ['node_modules'],
      'import/ignore': ['node_modules'],
    },
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-restricted-paths': [
        'error',
        { zones: [...serviceZones, ...featureZones, gatewayPlatformZone, ...spaSharedZones, spaLibZone] },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@flowershop/common',
              message:
                'Import the concern you use (@flowershop/common/contracts, /transport, /persistence…): a process loads only what it imports.',
            },
          ],
        },
      ],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['libs/common/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@flowershop/*', '!@flowershop/common'], message: 'libs/common depends on no service.' },
          ],
        },
      ],
    },
  },
  {
    // Compiled by the SPA too: plain data and pure functions, so no packages, no Node.js modules
    // and nothing from outside the folder.
    files: ['libs/common/src/shop-rules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\./)',
              message: 'shop-rules is shared with the SPA: import only files of this folder (./…).',
            },
          ],
        },
      ],
    },
  },
);
