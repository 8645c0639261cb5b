import { Link } from 'react-router'

export default function AboutPage() {
  return (
    <div className="container page prose-page">
      <header className="page-head">
        <p className="eyebrow eyebrow--dark">About Pallet</p>
        <h1>A hardware wholesaler that works the way buyers do</h1>
        <p className="page-head__lead">
          Pallet supplies computer hardware in bulk to resellers, system builders, managed-service providers and IT departments. We keep a short, honest catalogue
          of parts that move — storage, memory, processors, graphics cards, power supplies, monitors and network switches — and we sell them by the carton
          and by the pallet.
        </p>
      </header>

      <div className="prose-grid">
        <section className="prose" aria-labelledby="ordering">
          <h2 id="ordering">How ordering works</h2>
          <ol className="steps">
            <li>
              <strong>Pick a line.</strong> Every product shows its price per piece, the stock on our floor and its minimum order quantity (MOQ). Each line
              sets its own MOQ, and the product page always shows it.
            </li>
            <li>
              <strong>Fill the cart.</strong> Add products at or above their MOQ, or paste part numbers into Quick order. The cart prices every line from its
              volume breaks and shows what reaches the next one. For large quantities, ask for a quote instead.
            </li>
            <li>
              <strong>Check out.</strong> Give the delivery address, your PO number and a note for the warehouse. The pieces are taken off stock for you the
              moment you check out, so two buyers are never promised the same carton. The total is worked out by our server, never by your browser.
            </li>
            <li>
              <strong>Pay by card or on invoice terms.</strong> Card payments are confirmed with the payment provider before an order is marked paid.
              Accounts with invoice terms are confirmed at once and pay by bank transfer within the agreed days; the invoice PDF says where.
            </li>
            <li>
              <strong>Track it.</strong> Your dashboard shows each order moving from unpaid to paid, shipped and delivered, with a tracking number once it
              leaves us.
            </li>
          </ol>
          <p>
            Changed your mind before paying? Cancel the order from <Link to="/dashboard/myOrders">My Orders</Link> and the stock goes straight back on the
            shelf.
          </p>
        </section>

        <section className="prose" aria-labelledby="shipping" id="shipping">
          <h2>Shipping by pallet</h2>
          <p>
            Orders are packed on standard 1200 × 800 mm pallets, stretch-wrapped and labelled per line, so your goods-in team can check them against the
            order in minutes. Small lines travel as carton freight. Each shipment gets a tracking number, and a driver calls the phone number on the order
            before delivery. We deliver to 51 countries.
          </p>
        </section>

        <section className="prose" aria-labelledby="payment" id="payment">
          <h2>Payment terms</h2>
          <p>
            Prices are in US dollars, per piece, excluding local import duties. You pay by card at checkout, or, once we have agreed invoice terms with your
            company, by bank transfer within the agreed number of days. Invoices and credit notes are PDFs on each order. If we can&rsquo;t ship an order, we
            refund it in full and return the pieces to stock. All prices are shown on the product page before you order — there are no hidden handling
            fees.
          </p>
        </section>

        <section className="prose" aria-labelledby="legal" id="legal">
          <h2>Terms, privacy and returns</h2>
          <h3 id="terms">Terms of sale</h3>
          <p>
            An order is an offer to buy at the listed or quoted price; it becomes a contract when the card payment is confirmed, or at once for an account
            on invoice terms. Minimum order quantities apply per
            product line. Goods stay ours until they are paid for.
          </p>
          <h3 id="privacy">Privacy</h3>
          <p>
            We keep your name, email, delivery address and phone number to fulfil orders and nothing else. Card details go straight to the payment provider
            and never touch our servers. Messages sent through the contact form are read by our staff only.
          </p>
          <h3 id="returns">Returns and warranty</h3>
          <p>
            Report damaged or missing cartons within 5 working days of delivery with a photo of the pallet label. Faulty parts are covered by the
            manufacturer&rsquo;s warranty; we handle the return to the manufacturer for you.
          </p>
        </section>
      </div>

      <aside className="callout">
        <h2>Ready to quote a project?</h2>
        <p>Browse the live catalogue with stock and MOQ on every line, ask for a quote from your cart, or send us a message from the home page.</p>
        <Link className="btn btn--primary btn--md" to="/products">
          See products
        </Link>
      </aside>
    </div>
  )
}
