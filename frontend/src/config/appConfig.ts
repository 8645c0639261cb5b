import { useEffect, useState } from 'react'
import { client, dataOf } from '@/lib/api'
import type { AppConfig } from '@/lib/types'

/** Used when /api/config can't be read: the zero-setup defaults of the server. */
export const FALLBACK_CONFIG: AppConfig = {
  authMode: 'local',
  firebase: null,
  paymentMode: 'test',
  stripePublishableKey: null,
  sampleSellerDetails: [],
}

let pending: Promise<AppConfig> | null = null
let loaded: AppConfig | null = null

/** Reads GET /api/config once per page load. */
export function loadAppConfig(): Promise<AppConfig> {
  if (!pending) {
    pending = dataOf(client.GET('/api/config')).then(
      (config) => {
        loaded = config
        return config
      },
      () => {
        pending = null // try again next time
        return FALLBACK_CONFIG
      },
    )
  }
  return pending
}

export function resetAppConfigForTests(): void {
  pending = null
  loaded = null
}

/** The server's runtime config, or null while it loads. */
export function useAppConfig(): AppConfig | null {
  const [config, setConfig] = useState<AppConfig | null>(loaded)
  useEffect(() => {
    let active = true
    loadAppConfig().then((c) => {
      if (active) setConfig(c)
    })
    return () => {
      active = false
    }
  }, [])
  return config
}
