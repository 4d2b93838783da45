import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Libraries' internal files, never to be imported (antd's documented `antd/locale/*` is fine). */
const internalFiles = [
  'antd/es/*',
  'antd/lib/*',
  '@ant-design/cssinjs/es/*',
  '@ant-design/cssinjs/lib/*',
  'react-router/dist/*',
];
const internalPath = '/^(antd\\/(es|lib)|@ant-design\\/cssinjs\\/(es|lib)|react-router\\/dist)\\//';
const message =
  "A library's internal file: import from the package's root (or a documented entry such as antd/locale/*).";

export default tseslint.config(
  {
    ignores: [
      '.scratch',
      'tests/.recipe',
      'dist',
      'dist-demo',
      'bench-results',
      'demo-public',
      'node_modules',
      'coverage',
    ],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // Libraries through their published entries only: their internal files move and change
      // without notice (types too: antd exports FormRule, MappingAlgorithm, theme…).
      'no-restricted-imports': ['error', { patterns: [{ group: internalFiles, message }] }],
      'no-restricted-syntax': [
        'error',
        { selector: `ImportExpression[source.value=${internalPath}]`, message },
        { selector: `TSImportType[source.value=${internalPath}]`, message },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/ui/LoadingPlaceholder.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: internalFiles, message }],
          paths: [
            {
              name: 'antd',
              importNames: ['Skeleton'],
              message:
                "LoadingPlaceholder from '@/ui/LoadingPlaceholder': a Skeleton's title is an empty <h3> (axe: empty-heading).",
            },
          ],
        },
      ],
    },
  },
);
