// Shared flat config. A package's eslint.config.js is: export { default } from '@mk/eslint-config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', '*.cjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'warn',
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@mk/*/src/*', '@mk/*/dist/*'], message: 'Import a package through its public entry.' }] },
      ],
    },
  },
);
