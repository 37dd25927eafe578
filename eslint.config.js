import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/*.tsbuildinfo',
      'apps/server/src/db/migrations/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/\\b(margin|padding)-(left|right)\\b/]',
          message: 'Use logical properties (inline-start/end).',
        },
      ],
    },
  },
  {
    // Tests read JSON answers whose shape is what they assert.
    files: ['**/*.test.ts', '**/*.test.tsx', 'apps/server/test/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@souqna/contracts'],
              importNamePattern: 'Endpoints$',
              allowTypeImports: true,
              message: 'Call the API through src/lib/endpoints.ts (generated), which carries no zod schemas (docs/contributing.md).',
            },
          ],
        },
      ],
    },
  },
);
