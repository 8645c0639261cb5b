import { useState } from 'react'
import { toast } from 'react-toastify'
import { Button } from '@/components/ui/Button'
import { ConfirmDialog } from '@/components/ui/ConfirmDialog'
import { ErrorState } from '@/components/ui/ErrorState'
import { SkeletonText } from '@/components/ui/Skeleton'
import { deleteAddress, listAddresses } from '@/lib/savedAddresses'
import type { SavedAddress } from '@/lib/types'
import { useApiQuery } from '@/lib/useApiQuery'
import { useConfirmedAction } from '@/lib/useConfirmedAction'
import { AddAddressForm } from './AddAddressForm'

/** My Profile's address book: the shipping addresses offered at checkout. */
export function SavedAddressesSection() {
  const loaded = useApiQuery('my-addresses', listAddresses)
  const [added, setAdded] = useState<SavedAddress[]>([])
  const [deleted, setDeleted] = useState<Set<string>>(() => new Set())
  const [adding, setAdding] = useState(false)
  const addresses = [...(loaded.data ?? []), ...added].filter((a) => !deleted.has(a.id))

  const removal = useConfirmedAction(async (address: SavedAddress) => {
    await deleteAddress(address.id)
    setDeleted((d) => new Set(d).add(address.id))
    toast.success(`${address.label} removed from your addresses.`)
  })

  return (
    <section className="panel profile-section" aria-labelledby="addresses-title">
      <h2 id="addresses-title" className="profile-section__title">
        Saved addresses
      </h2>
      {loaded.loading && <SkeletonText lines={3} />}
      {loaded.error && <ErrorState message={loaded.error.message} onRetry={loaded.reload} />}
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
        <AddAddressForm onCancel={() => setAdding(false)} onAdded={(a) => { setAdded((list) => [...list, a]); setAdding(false) }} />
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
