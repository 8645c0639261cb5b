import { useState } from 'react'
import { queryClient } from '@/lib/queryClient'
import type { ContractPriceLine } from '@/lib/types'
import { adminPricesQuery, putContractPrices } from '../api/companiesApi'

/** Replaces a company's contract prices and shows the server's list; busy while it runs. */
export function useSavePrices(companyId: string) {
  const [busy, setBusy] = useState(false)

  async function run(lines: ContractPriceLine[]) {
    setBusy(true)
    try {
      const saved = await putContractPrices(companyId, lines)
      queryClient.setQueryData(adminPricesQuery(companyId).queryKey, saved)
      return saved
    } finally {
      setBusy(false)
    }
  }

  return { busy, run }
}
