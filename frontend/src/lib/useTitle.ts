import { useEffect } from 'react'

const SHOP = 'Pallet'

/** The tab title for a page: "My Orders · Pallet"; the shop's own line without a page. */
export function pageTitle(page?: string): string {
  return page ? `${page} · ${SHOP}` : `${SHOP} · Computer hardware by the pallet`
}

/** Names the tab after what a page shows once it knows it (an order's reference, a product). */
export function useTitle(page: string | undefined) {
  useEffect(() => {
    if (page) document.title = pageTitle(page)
  }, [page])
}
