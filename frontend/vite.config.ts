import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import type { Plugin } from 'vite'
import { defineConfig } from 'vitest/config'

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
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // the machine is shared; lazy routes can take a moment to load under load
    testTimeout: 20000,
  },
})
