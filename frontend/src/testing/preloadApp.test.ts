import { describe, expect, it } from 'vitest'

const appSources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}', '!/src/testing/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
})

/** Every app module imported lazily (`import('…')`), as a path from the project root without its extension. */
function lazilyImportedModules(): string[] {
  const modules = Object.entries(appSources).flatMap(([path, source]) =>
    [...source.matchAll(/\bimport\(\s*'([.@][^']*)'\s*\)/g)].map(([, spec]) =>
      spec.startsWith('@/') ? `/src/${spec.slice(2)}` : new URL(spec, `file://${path}`).pathname,
    ),
  )
  return [...new Set(modules)]
}

describe('the shared project', () => {
  it('has loaded every lazily imported app module before its first test', () => {
    const loaded = ((globalThis as { loadedAppModules?: string[] }).loadedAppModules ?? []).map((path) => path.replace(/\.tsx?$/, ''))
    const lazy = lazilyImportedModules()
    expect(lazy.length).toBeGreaterThan(40) // the lazy pages, dialogs and the contact form
    for (const module of lazy) {
      expect(loaded, module).toContain(module)
    }
  })
})
