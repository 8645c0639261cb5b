export const TEAM = [
  {
    role: 'Platform engineering',
    initials: 'PE',
    text: 'Owns the Go server: the domain rules, the use cases and the adapters for SQLite and MongoDB. Writes the contract tests every store has to pass.',
  },
  {
    role: 'Storefront',
    initials: 'SF',
    text: 'Builds the React front end you are using now: the catalogue with filters in the URL, the order and payment flow, the dashboard and its accessibility.',
  },
  {
    role: 'Payments and identity',
    initials: 'PI',
    text: 'Connects Stripe and the built-in test gateway, and both sign-in modes: local accounts and Firebase with Google. Nothing is marked paid until the gateway agrees.',
  },
  {
    role: 'Operations',
    initials: 'OP',
    text: 'Packages the single binary and the container, watches the metrics, and keeps the warehouse stock and the website telling the same story.',
  },
] as const

export const STACK = [
  { name: 'Go', use: 'one small, fast server binary with the front end embedded' },
  { name: 'gin', use: 'HTTP routing, middleware and JSON handling' },
  { name: 'Uber fx', use: 'dependency injection that wires adapters to ports' },
  { name: 'MongoDB', use: 'the production store; atomic single-document stock updates' },
  { name: 'SQLite', use: 'the zero-setup store, with real transactions' },
  { name: 'Stripe', use: 'card payments, confirmed server-side and by signed webhooks' },
  { name: 'Firebase Auth', use: 'email and Google sign-in with verified ID tokens' },
  { name: 'React', use: 'the storefront and dashboard, with TypeScript and Vite' },
] as const

export const PROJECTS = [
  {
    name: 'Pallet storefront',
    text: 'This shop: a catalogue of bulk hardware with minimum order quantities, card payment, reviews from verified buyers and an admin area.',
    facts: ['Go + React', 'Hexagonal layout', 'Single binary'],
  },
  {
    name: 'Stock-safe booking engine',
    text: 'Bookings take stock in one conditional update, and cancelling or refunding puts it back, so two buyers are never sold the same carton.',
    facts: ['Atomic updates', 'Order history', 'Concurrency tests'],
  },
  {
    name: 'Catalogue artwork',
    text: 'A consistent set of SVG illustrations for every kind of part and a wordmark per brand, small enough to load instantly on any connection.',
    facts: ['SVG', 'No web fonts', 'Fixed aspect ratios'],
  },
] as const
