// Placeholder: the second front-end helper replaces this file (keep the default export's name and props).
export default function AllOrdersPage() {
  return (
    <div className="dash-page placeholder">
      <h1>All orders</h1>
      <p className="muted">Every order in the shop will be listed here for admins.</p>
    </div>
  )
}
