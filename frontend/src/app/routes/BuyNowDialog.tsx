import { useState } from 'react'
import { BuyBox } from '@/features/orders/components/BuyBox'
import { useContractPrices } from '@/lib/myCompany'
import type { Product } from '@/lib/types'
import '@/features/orders/orders.css'
import { buySlots } from './buySlots'

/** The product page's buy box in the catalogue's dialog: a quantity, then the cart or checkout's form. */
export default function BuyNowDialog({ product }: { product: Product }) {
  const [quantity, setQuantity] = useState(String(product.minOrderQuantity))
  const contractCents = useContractPrices().get(product.id)?.unitPriceCents
  return <BuyBox product={product} quantity={quantity} onQuantityChange={setQuantity} contractCents={contractCents} {...buySlots} />
}
