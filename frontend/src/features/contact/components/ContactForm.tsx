import { useRef, useState, type FormEvent } from 'react'
import { toast } from 'react-toastify'
import { Button } from '@/components/ui/Button'
import { Input, Textarea } from '@/components/ui/Input'
import { useCurrentUser } from '@/features/auth/stores/session'
import { toApiError } from '@/lib/api'
import type { ContactInput } from '@/lib/types'
import { sendMessage } from '../api/contactApi'
import { CONTACT_FIELDS, SENT_TOAST, startingContact, trimContact, validateContact, withAccount, type ContactErrors, type ContactField } from './contactForm'
import '../contact.css'

// The home page's contact form: Email, Name, Subject, Message, all required → POST /api/contact.
export default function ContactForm() {
  const formRef = useRef<HTMLFormElement>(null)
  const user = useCurrentUser()
  const [values, setValues] = useState<ContactInput>(() => startingContact(user))
  const [filledFor, setFilledFor] = useState(user?.id)
  if (user && user.id !== filledFor) {
    // signed in (or the session loaded) after the form appeared
    setFilledFor(user.id)
    setValues((v) => withAccount(v, user))
  }
  const [errors, setErrors] = useState<ContactErrors>({})
  const [busy, setBusy] = useState(false)

  function change(field: ContactField, value: string) {
    setValues((v) => ({ ...v, [field]: value }))
    setErrors((e) => ({ ...e, [field]: undefined }))
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const found = validateContact(values)
    setErrors(found)
    const first = CONTACT_FIELDS.find((f) => found[f])
    if (first) return focus(first)
    setBusy(true)
    try {
      await sendMessage(trimContact(values))
      toast.success(SENT_TOAST)
      setValues(startingContact(user))
    } catch (err) {
      const error = toApiError(err)
      toast.error(error.message)
      setErrors(error.fields)
    } finally {
      setBusy(false)
    }
  }

  function focus(field: ContactField) {
    const element = formRef.current?.elements.namedItem(field)
    if (element instanceof HTMLElement) element.focus()
  }

  return (
    <section className="section container contact" aria-labelledby="contact-title">
      <div className="contact__intro">
        <h2 id="contact-title">Talk to a trade buyer</h2>
        <p className="muted">Need a quote for a full pallet, a mixed load or a repeat order? Write to us and a buyer replies within one business day.</p>
      </div>
      <form ref={formRef} className="form panel contact__form" onSubmit={submit} noValidate aria-labelledby="contact-title">
        <div className="form__grid">
          <Input label="Email" name="email" type="email" autoComplete="email" value={values.email} onChange={(e) => change('email', e.target.value)} error={errors.email} required />
          <Input label="Name" name="name" autoComplete="name" value={values.name} onChange={(e) => change('name', e.target.value)} error={errors.name} required />
        </div>
        <Input label="Subject" name="subject" value={values.subject} maxLength={200} onChange={(e) => change('subject', e.target.value)} error={errors.subject} required />
        <Textarea label="Message" name="message" rows={5} maxLength={5000} value={values.message} onChange={(e) => change('message', e.target.value)} error={errors.message} required />
        <div className="form__actions">
          <Button type="submit" size="lg" loading={busy}>
            Send message
          </Button>
        </div>
      </form>
    </section>
  )
}
