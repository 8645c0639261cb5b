import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const features = readdirSync(new URL('./src/features', import.meta.url))

// The session store is the one piece of feature state the whole app shares
// (who is signed in); every other cross-feature need is composed in src/app.
const sharedFeatureModules = ['auth/stores/']

const featureBoundaries = features.map((feature) => ({
  files: [`src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^@/features/(?!${feature}/|${sharedFeatureModules.join('|')})`,
            message: 'Features must not import each other; compose them in src/app.',
          },
          { group: ['@/app/*', '**/app/*'], message: 'Features must not import from src/app.' },
          { group: ['../../../*'], message: 'Use the @/ alias for imports that leave the feature.' },
        ],
      },
    ],
  },
}))

const sharedLayers = {
  files: ['src/{components,lib,config}/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: ['@/features/*', '@/app/*'], message: 'Shared code must not depend on features or the app.' },
        ],
      },
    ],
  },
}

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'playwright-report', 'test-results', 'src/lib/api.gen.ts'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      ecmaVersion: 2022,
      globals: globals.browser,
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  { files: ['*.{js,ts}'], languageOptions: { globals: globals.node } },
  ...featureBoundaries,
  sharedLayers,
)
