import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/drizzle/**', 'e2e/test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['warn', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
    },
  },
  {
    // Time comes from one injected clock (server: ctx.clock, apps/server/src/clock), the engine takes
    // `today`: code under test never reads the machine's time, so the suite passes on any date.
    files: ['apps/server/src/**/*.ts', 'packages/core/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Read the time from the injected clock (ctx.clock.now()), not new Date().',
        },
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Read the time from the injected clock (ctx.clock.now()), not Date.now().',
        },
      ],
    },
  },
  {
    // A hook called conditionally (`online || useSession()`) crashed the dashboard when the network went away.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // The barrel carries every zod schema, and zod's module-level calls cannot be tree-shaken: a
    // value from it puts zod on the first load (login 155 KB instead of 114). Values come from the
    // module that defines them (`@tricoach/core/dates`); types from the barrel cost nothing.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tricoach/core',
              message:
                "Import values from their module ('@tricoach/core/dates', …); only types from the barrel.",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
);
