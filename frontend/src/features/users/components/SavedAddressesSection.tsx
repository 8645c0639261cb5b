import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { toast } from 'react-toastify'
import { Button } from '@/components/ui/Button'
import { ConfirmDialog } from '@/components/ui/ConfirmDialog'
import { ErrorState } from '@/components/ui/ErrorState'
import { SkeletonText } from '@/components/ui/Skeleton'
import { addressesQuery, deleteAddress, forgetAddress, keepAddedAddress } from '@/lib/savedAddresses'
import type { SavedAddress } from '@/lib/types'
import { useConfirmedAction } from '@/lib/useConfirmedAction'
import { AddAddressForm } from './AddAddressForm'

/** My Profile's address book: the shipping addresses offered at checkout. */
export function SavedAddressesSection() {
  const loaded = useQuery(addressesQuery)
  const [adding, setAdding] = useState(false)
  const addresses = loaded.data ?? []

  const removal = useConfirmedAction(async (address: SavedAddress) => {
    await deleteAddress(address.id)
    forgetAddress(address.id)
    toast.success(`${address.label} removed from your addresses.`)
  })

  return (
    <section className="panel profile-section" aria-labelledby="addresses-title">
      <h2 id="addresses-title" className="profile-section__title">
        Saved addresses
      </h2>
      {loaded.isLoading && <SkeletonText lines={3} />}
      {loaded.error && <ErrorState message={loaded.error.message} onRetry={() => void loaded.refetch()} />}
      {loaded.data && addresses.length === 0 && <p className="muted">No saved addresses yet. Add one here, or save the address when you check out.</p>}
      {addresses.length > 0 && (
        <ul className="address-list" aria-label="Saved addresses">
          {addresses.map((a) => (
            <li key={a.id} className="address-list__item">
              <span className="address-list__label">{a.label}</span>
              <span className="address-list__address">{a.address}</span>
              <span className="muted">{a.phone}</span>
              <Button variant="danger" size="sm" onClick={() => removal.ask(a)} aria-label={`Delete ${a.label}`}>
                Delete
              </Button>
            </li>
          ))}
        </ul>
      )}
      {adding ? (
        <AddAddressForm onCancel={() => setAdding(false)} onAdded={(a) => { keepAddedAddress(a); setAdding(false) }} />
      ) : (
        <Button variant="secondary" onClick={() => setAdding(true)}>
          Add an address
        </Button>
      )}
      {removal.pending && (
        <ConfirmDialog busy={removal.busy} onConfirm={removal.confirm} onCancel={removal.dismiss}>
          <p>Delete the address “{removal.pending.label}”? Orders already placed keep their address.</p>
        </ConfirmDialog>
      )}
    </section>
  )
}
