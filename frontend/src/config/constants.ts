export const TOAST_AUTO_CLOSE_MS = 5000
export const CAROUSEL_AUTOPLAY_MS = 5000
export const CAROUSEL_SLIDES_VISIBLE = 3
export const DEFAULT_MOQ = 100
export const HOME_PRODUCT_COUNT = 3
export const HOME_REVIEW_COUNT = 6
export const PRODUCTS_PAGE_SIZE = 12
export const ADMIN_PAGE_SIZE = 20

export const STATS = [
  { value: '51', label: 'countries' },
  { value: '4,200+', label: 'clients' },
  { value: '1,200+', label: 'feedbacks' },
] as const
