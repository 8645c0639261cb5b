import { spawn } from 'node:child_process'
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface RunningShop {
  baseURL: string
  pid: number
  dataDir: string
  logFile: string
  /** where the shop writes each mail as an .eml file (no SMTP server is set) */
  outboxDir: string
}

// Settings that would steer the binary away from its embedded defaults (sqlite, local
// auth, test payments, disk images, seeded catalogue, dev admin) are not passed on.
const FOREIGN_SETTINGS = /^(PALLET_|MONGODB_|FIREBASE_|STRIPE_)/

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

function shopEnv(dataDir: string, addr: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {}
  for (const [key, value] of Object.entries(process.env)) if (!FOREIGN_SETTINGS.test(key)) env[key] = value
  // Every journey signs up customers of its own, all from 127.0.0.1: lift the per-address sign-up limit.
  return { ...env, PALLET_DATA_DIR: dataDir, PALLET_ADDR: addr, PALLET_ENV: 'development', PALLET_LOG_FORMAT: 'text', PALLET_SIGNUPS_PER_HOUR: '0' }
}

function logTail(logFile: string): string {
  return readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n')
}

async function waitUntilReady(baseURL: string, logFile: string, exited: () => number | null, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const code = exited()
    if (code !== null) throw new Error(`pallet exited with code ${code} before it was ready:\n${logTail(logFile)}`)
    try {
      const response = await fetch(`${baseURL}/readyz`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`pallet did not answer ${baseURL}/readyz within ${timeoutMs} ms:\n${logTail(logFile)}`)
}

/** Starts the binary at `bin` on a free port with a fresh data directory. */
export async function startShop(bin: string | undefined): Promise<RunningShop> {
  if (!bin) throw new Error('PALLET_BIN is not set: run the journeys with `make e2e`, or set PALLET_BIN to a built bin/pallet')
  if (!existsSync(bin)) throw new Error(`PALLET_BIN=${bin} does not exist: run \`make build\` first`)
  const dataDir = mkdtempSync(join(tmpdir(), 'pallet-e2e-'))
  const logFile = join(dataDir, 'server.log')
  const port = await freePort()
  const baseURL = `http://127.0.0.1:${port}`
  const log = openSync(logFile, 'a')
  const shopDataDir = join(dataDir, 'data')
  const child = spawn(bin, ['serve'], { env: shopEnv(shopDataDir, `127.0.0.1:${port}`), stdio: ['ignore', log, log], detached: false })
  closeSync(log)
  let exitCode: number | null = null
  child.on('exit', (code) => (exitCode = code ?? -1))
  child.unref()
  try {
    await waitUntilReady(baseURL, logFile, () => exitCode, 30_000)
  } catch (err) {
    child.kill('SIGKILL')
    throw err
  }
  return { baseURL, pid: child.pid ?? 0, dataDir, logFile, outboxDir: join(shopDataDir, 'outbox') }
}
