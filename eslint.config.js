// ESLint flat config for the whole monorepo: typescript-eslint's recommended rules, plus the
// architecture's boundaries and the test-file placement, so that `npm run lint` (and the `static`
// stage of `npm test`) fails where code or tests leave their place.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ROOT = dirname(fileURLToPath(import.meta.url));
const foldersIn = (dir) =>
  readdirSync(join(ROOT, dir), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();

const SERVICES = foldersIn('services');
const WEB_FEATURES = foldersIn('web/src/features');

// Where tests go (docs/adr/0048): integration tests (*.int.test.ts) only in test/integration/ of
// a service or a package; unit tests beside the code they test, never in test/integration/.
const INTEGRATION_TEST_FOLDERS = ['services/*/test/integration/**', 'packages/*/test/integration/**'];
// Integration tests still waiting to move into test/integration/ (remove each line once moved).
const INTEGRATION_TESTS_NOT_YET_MOVED = [];
// Integration tests (and their helpers) that still build another service's app in-process
// (remove each line once the file no longer does).
const CROSS_SERVICE_IMPORTS_NOT_YET_REMOVED = [
  'services/game/test/integration/game-api.int.test.ts', // engagement's app, for the wallet after a game
  'services/gateway/test/helpers/stack.ts', // auth's app and its test helper, behind the proxy
  'services/realtime/test/integration/socket-through-gateway.int.test.ts', // the gateway's app and config
  'services/realtime/test/integration/challenge-notices.int.test.ts', // engagement's app, for the challenge calls whose notices realtime checks
  'services/realtime/test/integration/push-fan-out.int.test.ts', // engagement's app, for an answer's push end to end (docs/adr/0057, 0068)
  'services/gateway/test/helpers/practice-stack.ts', // auth, game and engagement apps, for /me composed at the gateway
  'services/gateway/test/integration/student-profiles.int.test.ts', // the game's test solver
  'services/gateway/test/helpers/scaled.ts', // game and realtime apps on two loopback addresses, behind one name (docs/adr/0150)
];

/** A rule that reports the file itself (the Program node) with `message`: for placement rules. */
const misplaced = (message) => ({ 'no-restricted-syntax': ['error', { selector: 'Program', message }] });

/**
 * Boundaries, checked on the resolved path of every import (relative path or alias):
 *  - a service never imports another service (they share packages/ and talk over HTTP and events);
 *  - a web feature never imports another feature (shared code lives in web/src/components, lib,
 *    stores, config, testing);
 *  - packages never import services, the web app or e2e; services and the web app never import
 *    each other.
 */
const boundaryZones = [
  ...SERVICES.map((service) => ({
    target: `./services/${service}`,
    from: './services',
    except: [`./${service}`],
    message: `services/${service} must not import another service: share code through packages/ (contracts, service-kit) or talk over HTTP and events.`,
  })),
  ...WEB_FEATURES.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message: `web/src/features/${feature} must not import another feature: move what both need to web/src/components, lib, stores, config or testing.`,
  })),
  {
    target: './packages',
    from: ['./services', './web', './e2e'],
    message: 'packages/ must not import services, the web app or e2e: they are shared by them.',
  },
  // Engagement's two modules (docs/adr/0220): the social module reaches the rest of the service
  // through src/ports/ only; the rewards module and the ports never reach into src/social/, whose
  // one entry is the plugin the composition (app.ts) registers.
  {
    target: './services/engagement/src/social',
    from: './services/engagement/src',
    except: ['./social', './ports'],
    message: 'The social module reaches the rewards module through services/engagement/src/ports/ only (docs/adr/0220).',
  },
  {
    target: ['./services/engagement/src/domain', './services/engagement/src/use-cases', './services/engagement/src/routes', './services/engagement/src/repositories', './services/engagement/src/events', './services/engagement/src/ports', './services/engagement/src/*.ts'],
    from: './services/engagement/src/social',
    except: ['./index.ts'],
    message: "The rewards module does not import the social module's internals: the composition registers its plugin (src/social/index.ts), and what social needs is declared in src/ports/ (docs/adr/0220).",
  },
  { target: './services', from: './web', message: 'A service must not import the web app.' },
  { target: './web', from: './services', message: 'The web app must not import a service: use packages/contracts and the HTTP API.' },
];

/** The same boundaries for imports by package name (`@mathquest/<service>`), which need no resolving. */
const packageNamePatterns = (names, message) => [
  { group: names.flatMap((n) => [`@mathquest/${n}`, `@mathquest/${n}/*`]), message },
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '.data/**', '.tools/**', 'coverage/**', 'web/dist/**', '**/*.d.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },

  // Boundaries between services, web features and packages.
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx,mts,cts}'],
    ignores: CROSS_SERVICE_IMPORTS_NOT_YET_REMOVED,
    plugins: { 'import-x': importX },
    settings: {
      // Resolves `.js` specifiers to their `.ts` sources and web's `@/` alias, per workspace tsconfig.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'packages/*/tsconfig.json', 'services/*/tsconfig.json', 'web/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: boundaryZones }],
    },
  },
  ...SERVICES.map((service) => ({
    files: [`services/${service}/**`],
    ignores: CROSS_SERVICE_IMPORTS_NOT_YET_REMOVED,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: packageNamePatterns(
            SERVICES.filter((s) => s !== service).concat('web'),
            `services/${service} must not import another service or the web app.`,
          ),
        },
      ],
    },
  })),
  {
    files: ['packages/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: packageNamePatterns([...SERVICES, 'web', 'e2e'], 'packages/ must not import services, the web app or e2e.') },
      ],
    },
  },
  {
    files: ['web/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: packageNamePatterns(SERVICES, 'The web app must not import a service.') }],
    },
  },

  // Test placement.
  {
    files: ['**/*.int.test.ts'],
    ignores: [...INTEGRATION_TEST_FOLDERS, ...INTEGRATION_TESTS_NOT_YET_MOVED],
    rules: misplaced('Integration tests (*.int.test.ts) live in test/integration/ of their service or package (docs/adr/0048).'),
  },
  {
    files: ['**/test/integration/**/*.test.{js,mjs,ts,tsx}'],
    ignores: ['**/*.int.test.ts'],
    rules: misplaced('Only integration tests (*.int.test.ts) live in test/integration/; a unit test (*.test.ts) goes beside the code it tests (docs/adr/0048).'),
  },
);
