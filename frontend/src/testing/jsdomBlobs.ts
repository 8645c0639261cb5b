/**
 * Vitest's jsdom environment hands Blob and FormData bodies to Node's fetch by reading the bytes
 * jsdom keeps inside a Blob, under the name jsdom used before version 29 (`_buffer`); jsdom 29
 * calls them `_bytes`, so every uploaded file arrived as the text "undefined". This gives the
 * old name back, so a file the app sends reaches the mocked API with its content.
 */
export function letVitestReadJsdomBlobs() {
  const blob = new Blob(['x'])
  const impl = Object.getOwnPropertySymbols(blob)
    .map((symbol) => (blob as unknown as Record<symbol, { _bytes?: Uint8Array }>)[symbol])
    .find((value) => value && '_bytes' in value)
  const proto = impl && Object.getPrototypeOf(impl)
  if (!proto || '_buffer' in proto) return
  Object.defineProperty(proto, '_buffer', {
    get(this: { _bytes: Uint8Array }) {
      return this._bytes
    },
  })
}
