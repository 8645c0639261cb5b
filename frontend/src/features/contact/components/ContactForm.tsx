// Placeholder: the second front-end helper replaces this file (keep the default export's name and props).
// The home page's contact form: Email, Name, Subject, Message, all required → POST /api/contact.
export default function ContactForm() {
  return (
    <section className="section container" aria-labelledby="contact-title">
      <div className="section__head">
        <h2 id="contact-title">Talk to a trade buyer</h2>
      </div>
    </section>
  )
}
