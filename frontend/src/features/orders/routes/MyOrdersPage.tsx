// Placeholder: the second front-end helper replaces this file (keep the default export's name and props).
export default function MyOrdersPage() {
  return (
    <div className="dash-page placeholder">
      <h1>My orders</h1>
      <p className="muted">Your orders will be listed here, with Pay and Cancel actions.</p>
    </div>
  )
}
