import { useCallback, useRef, useState } from 'react'
import type { Product } from '@/lib/types'
import { findBySku } from '../api/quickOrderApi'
import { skuKey } from './quickOrderModel'

/** Look-ups in flight at once: quick for a long list, gentle on the server. */
const PARALLEL = 4

export interface LookupProgress {
  done: number
  total: number
}

/**
 * Finds products by part number, a few at a time, reporting progress; answers are kept, so a
 * second preview of the same list asks again only for new part numbers.
 */
export function usePartLookup() {
  const known = useRef(new Map<string, Product | null>())
  const [progress, setProgress] = useState<LookupProgress | null>(null)

  const lookup = useCallback(async (skus: string[]): Promise<Map<string, Product | null>> => {
    const missing = skus.filter((sku) => !known.current.has(skuKey(sku)))
    let done = 0
    setProgress({ done, total: missing.length })
    const queue = [...missing]
    async function worker() {
      for (let sku = queue.shift(); sku !== undefined; sku = queue.shift()) {
        known.current.set(skuKey(sku), await findBySku(sku))
        setProgress({ done: ++done, total: missing.length })
      }
    }
    try {
      await Promise.all(Array.from({ length: Math.min(PARALLEL, missing.length) }, worker))
    } finally {
      setProgress(null)
    }
    return new Map(known.current)
  }, [])

  return { lookup, progress }
}
