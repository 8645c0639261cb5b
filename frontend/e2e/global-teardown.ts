import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs'

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

async function stop(pid: number): Promise<void> {
  if (!pid || !alive(pid)) return
  process.kill(pid, 'SIGTERM')
  const deadline = Date.now() + 10_000
  while (alive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100))
  if (alive(pid)) process.kill(pid, 'SIGKILL')
}

/** Stops the binary, keeps its log beside the test results, and removes its data. */
export default async function globalTeardown(): Promise<void> {
  await stop(Number(process.env.PALLET_E2E_PID))
  const log = process.env.PALLET_E2E_LOG
  if (log && existsSync(log)) {
    mkdirSync('test-results', { recursive: true })
    copyFileSync(log, 'test-results/pallet-server.log')
  }
  const dataDir = process.env.PALLET_E2E_DATA_DIR
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
}
