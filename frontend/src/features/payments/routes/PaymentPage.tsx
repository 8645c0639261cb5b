// Placeholder: the second front-end helper replaces this file (keep the default export's name and props).
export default function PaymentPage() {
  return (
    <div className="dash-page placeholder">
      <h1>Payment</h1>
      <p className="muted">Card payment for this order will be taken here.</p>
    </div>
  )
}
