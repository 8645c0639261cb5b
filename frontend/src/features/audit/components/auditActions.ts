const LABELS: Record<string, string> = {
  'user.role': 'Changed a role',
  'user.remove': 'Removed a user',
  'user.terms': 'Set trade terms',
  'product.create': 'Added a product',
  'product.edit': 'Edited a product',
  'product.delete': 'Deleted a product',
  'product.import': 'Imported products',
  'product.stock': 'Set stock per warehouse',
  'warehouse.save': 'Saved a warehouse',
  'warehouse.delete': 'Deleted a warehouse',
  'booking.ship': 'Shipped an order',
  'booking.shipment': 'Shipped part of an order',
  'booking.deliver': 'Marked an order delivered',
  'booking.refund': 'Refunded an order',
  'booking.cancel': 'Cancelled an order',
  'booking.mark-paid': 'Marked an invoice paid',
  'return.request': 'Asked to return pieces',
  'return.approve': 'Approved a return',
  'return.reject': 'Rejected a return',
  'return.receive': 'Received a return',
  'return.refund': 'Refunded a return',
  'quote.offer': 'Offered a quote',
  'review.delete': 'Deleted a review',
  'category.save': 'Saved a category',
  'category.delete': 'Deleted a category',
  'message.read': 'Marked a message read or unread',
  'message.delete': 'Deleted a message',
}

/** The target of the entry that sums up a catalogue import; its other entries target each product. */
const IMPORT_SUMMARY = 'catalogue'

export const AUDIT_ACTIONS = Object.keys(LABELS)

/** "product.edit" → "Edited a product"; an action this screen doesn't know shows as it came. */
export function actionLabel(action: string): string {
  return LABELS[action] ?? action
}

/** Where an entry's target can be opened, if anywhere. */
export function targetLink(action: string, target: string): string | null {
  if (!target) return null
  if (action.startsWith('booking.')) return `/dashboard/orders/${encodeURIComponent(target)}`
  const product = action === 'product.create' || action === 'product.edit' || action === 'product.stock' || (action === 'product.import' && target !== IMPORT_SUMMARY)
  if (product) return `/dashboard/manageProducts?edit=${encodeURIComponent(target)}`
  if (action === 'quote.offer') return `/dashboard/quotes/${encodeURIComponent(target)}`
  return null
}

/** What a row without field changes says: a deletion or a status change recorded nothing more. */
export function noChangesText(action: string): string {
  if (action.endsWith('.delete') || action === 'user.remove') return 'Deleted; nothing else was recorded'
  return 'No field changed'
}
