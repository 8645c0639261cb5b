// Placeholder: the second front-end helper replaces this file (keep the default export's name and props).
export default function MessagesPage() {
  return (
    <div className="dash-page placeholder">
      <h1>Messages</h1>
      <p className="muted">Messages sent through the contact form will be listed here.</p>
    </div>
  )
}
