import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useCurrentUser } from '@/features/auth/stores/session'
import { useMyCompany } from '@/lib/myCompany'
import { addressesQuery } from '@/lib/savedAddresses'
import type { PaymentMethod, SavedAddress } from '@/lib/types'

/**
 * Checkout's choices beside the form's text: a saved address to ship to, whether to save a
 * typed one, and card or invoice for buyers with invoice terms.
 */
export function useCheckoutOptions() {
  const company = useMyCompany()
  const terms = useBuyingTerms()
  const saved = useQuery(addressesQuery)
  const [picked, setPicked] = useState<SavedAddress | null>(null)
  const [saveAddress, setSaveAddress] = useState(false)
  const [addressLabel, setAddressLabel] = useState('')
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>('card')
  return {
    invoiceTerms: terms?.invoiceTerms ? terms : null,
    poRequired: Boolean(company?.poRequired),
    addresses: saved.data ?? [],
    picked,
    setPicked,
    saveAddress,
    setSaveAddress,
    addressLabel,
    setAddressLabel,
    paymentMethod,
    setPaymentMethod,
  }
}

export type CheckoutOptions = ReturnType<typeof useCheckoutOptions>

/** The terms the buyer orders on: a member's company's, else their own. */
export function useBuyingTerms() {
  const userTerms = useCurrentUser()?.terms
  const company = useMyCompany()
  return company ? company.terms : userTerms
}
