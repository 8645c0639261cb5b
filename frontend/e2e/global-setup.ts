import { logIn } from './support/api'
import { startShop } from './support/server'

export const DEV_ADMIN = { email: 'admin@pallet.test', password: 'pallet-admin' }

/**
 * Starts the real binary once for the whole run. The workers read its address (and a
 * dev-admin token, so tests don't each sign the admin in) from the environment.
 */
export default async function globalSetup(): Promise<void> {
  const shop = await startShop(process.env.PALLET_BIN)
  process.env.PALLET_E2E_BASE_URL = shop.baseURL
  process.env.PALLET_E2E_PID = String(shop.pid)
  process.env.PALLET_E2E_DATA_DIR = shop.dataDir
  process.env.PALLET_E2E_LOG = shop.logFile
  process.env.PALLET_E2E_OUTBOX = shop.outboxDir
  const admin = await logIn(shop.baseURL, DEV_ADMIN.email, DEV_ADMIN.password)
  process.env.PALLET_E2E_ADMIN_TOKEN = admin.token
  console.log(`e2e: pallet is serving ${shop.baseURL} (data in ${shop.dataDir})`)
}
