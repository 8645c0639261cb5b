// Placeholder: the second front-end helper replaces this file (keep the default export's name and props).
export default function MakeAdminPage() {
  return (
    <div className="dash-page placeholder">
      <h1>Make admin</h1>
      <p className="muted">All users will be listed here, with a Make Admin button.</p>
    </div>
  )
}
