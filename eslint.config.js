import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['dist/', 'dist-switches/', 'src/generated/', 'test-results/', 'playwright-report/', '.cache/', 'data/'],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      // `typeof import('axios')` types a module that is loaded lazily, on purpose.
      '@typescript-eslint/consistent-type-imports': ['error', { disallowTypeAnnotations: false }],
      'no-console': ['error', { allow: ['info', 'warn', 'error', 'log'] }],
    },
  },
  {
    // Visitors' posts, content files and the editor's fields meet these patterns: one that backtracks
    // super-linearly lets a short string hold the server's only thread.
    ...regexp.configs.recommended,
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts'],
  },
  {
    // Scripts and tests talk to people through the console.
    files: ['scripts/**', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // The content gate's core runs in the browser too (the dev overlay, the editor): files are read at its Node edge.
    files: ['src/validation/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^node:|^(fs|path|os|url)$',
              message: 'src/validation runs in the browser: read files in scripts/lib/content/validate/.',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
