import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { availableParallelism } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import type { Plugin } from 'vite'
import { configDefaults, defineConfig } from 'vitest/config'

/**
 * Unit-test files that replace a module with vi.mock. They each get a fresh module graph; every
 * other file shares one per worker, which is what keeps the suite fast (docs/testing.md): a mock
 * in a shared graph would not reach modules an earlier file already loaded.
 */
function testFilesThatMockModules(): string[] {
  const src = fileURLToPath(new URL('./src', import.meta.url))
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `src/${file.split('\\').join('/')}`)
    .filter((file) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(new URL(`./${file}`, import.meta.url), 'utf8')))
}

const testsWithMocks = testFilesThatMockModules()

// The API reference at /api/docs runs Swagger UI from the shop's own build (no CDN);
// public/api-docs/init.js starts it.
function apiDocsViewer(): Plugin {
  const dir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'))
  return {
    name: 'pallet-api-docs-viewer',
    apply: 'build',
    generateBundle() {
      for (const file of ['swagger-ui-bundle.js', 'swagger-ui.css']) {
        this.emitFile({ type: 'asset', fileName: `api-docs/${file}`, source: readFileSync(join(dir, file)) })
      }
    },
  }
}

// PALLET_API_URL points the dev proxy at another server (default: the Go server on :8080)
const backend = process.env.PALLET_API_URL ?? 'http://127.0.0.1:8080'

export default defineConfig({
  plugins: [react(), apiDocsViewer()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': backend,
      '/images': backend,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 600,
  },
  test: {
    environment: 'happy-dom',
    // happy-dom would follow a plain link (a PDF download, say) to localhost:3000 and load scripts;
    // a unit test stays on its page and loads nothing, as jsdom did
    environmentOptions: {
      happyDOM: { settings: { navigation: { disableMainFrameNavigation: true }, disableJavaScriptFileLoading: true, handleDisabledFileLoadingAsSuccess: true } },
    },
    globals: true,
    setupFiles: ['./src/testing/setup.ts'],
    css: false,
    // the machine is shared; lazy routes can take a moment to load under load
    testTimeout: 20000,
    // every core: vitest leaves one for itself by default, which halves the speed on two
    maxWorkers: availableParallelism(),
    // The shared files run first, then the isolated ones (groupOrder): a shared worker then serves
    // every shared file instead of being replaced, and loading the app again (preloadApp.ts),
    // each time an isolated file comes between.
    projects: [
      { extends: true, test: { name: 'shared', include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'], exclude: [...configDefaults.exclude, ...testsWithMocks], isolate: false, setupFiles: ['./src/testing/preloadApp.ts'], sequence: { groupOrder: 0 } } },
      ...(testsWithMocks.length ? [{ extends: true as const, test: { name: 'isolated', include: testsWithMocks, sequence: { groupOrder: 1 } } }] : []),
    ],
  },
})
