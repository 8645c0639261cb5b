/**
 * The shared project's test files run one after another in each worker, on one module graph
 * (vite.config.ts). A test that renders a lazy page or dialog may end while that module is still
 * loading its imports; Vitest then refuses the rest of the load ("Cannot load … after the
 * environment was torn down"), and the half-loaded module stays failed for every later file in
 * that worker. So each worker loads every app module once, before its first test: a lazy import
 * then only finds a module already loaded.
 */
const worker = globalThis as { loadedAppModules?: string[] }

if (!worker.loadedAppModules) {
  const appModules = import.meta.glob(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}', '!/src/testing/**', '!/src/main.tsx'])
  await Promise.all(Object.values(appModules).map((load) => load()))
  worker.loadedAppModules = Object.keys(appModules)
}
