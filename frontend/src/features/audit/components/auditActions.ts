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
  'company.create': 'Founded a company',
  'company.edit': 'Edited a company',
  'company.invite': 'Invited a member',
  'company.invitation-withdraw': 'Withdrew an invitation',
  'company.member-join': 'Joined a company',
  'company.member-change': 'Changed a member',
  'company.member-remove': 'Removed a member',
  'company.order-approve': 'Approved an order',
  'company.order-reject': 'Rejected an order',
  'company.terms': 'Set company terms',
  'company.prices': 'Set contract prices',
}

/** Company entries whose target is the company itself (the others name a member, an invitation or an order). */
const COMPANY_TARGETS = new Set(['company.create', 'company.edit', 'company.terms', 'company.prices'])

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
  if (action.startsWith('booking.') || action === 'company.order-approve' || action === 'company.order-reject') return `/dashboard/orders/${encodeURIComponent(target)}`
  if (COMPANY_TARGETS.has(action)) return `/dashboard/companies/${encodeURIComponent(target)}`
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
