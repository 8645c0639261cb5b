import { yourPrice } from '@/lib/pricing'
import { Price } from './Price'

interface YourPriceProps {
  /** the price shown to everyone beside it */
  listCents: number
  /** the company's contract price for the product, if it has one */
  contractCents: number | undefined
}

/** A company member's contract price beside the list price; nothing when they have none lower. */
export function YourPrice({ listCents, contractCents }: YourPriceProps) {
  const cents = yourPrice(listCents, contractCents)
  return cents === null ? null : <YourPriceTag cents={cents} />
}

/** "Your price $9.00": a price the member pays because of their company's contract. */
export function YourPriceTag({ cents }: { cents: number }) {
  return (
    <span className="your-price">
      <span className="your-price__label">Your price</span> <Price cents={cents} />
    </span>
  )
}
