import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'react-toastify'
import { Button } from '@/components/ui/Button'
import { Input, Textarea } from '@/components/ui/Input'
import { useCurrentUser } from '@/features/auth/stores/session'
import { limits } from '@/lib/limits.gen'
import type { ContactInput } from '@/lib/types'
import { showRefusal } from '@/lib/useSubmit'
import { sendMessage } from '../api/contactApi'
import { contactSchema, SENT_TOAST, startingContact } from './contactForm'
import '../contact.css'

// The home page's contact form: Email, Name, Subject, Message, all required → POST /api/contact.
export default function ContactForm() {
  const user = useCurrentUser()
  // messages appear on Send; typing in a field clears its message until the next Send
  const form = useForm<ContactInput>({ resolver: zodResolver(contactSchema), defaultValues: startingContact(user), reValidateMode: 'onSubmit' })
  const { register, formState, setError, clearErrors, getValues, setValue, reset } = form
  const field = (name: keyof ContactInput) => ({ ...register(name, { onChange: () => clearErrors(name) }), error: formState.errors[name]?.message })

  useEffect(() => {
    // signed in (or the session loaded) after the form appeared: fill what isn't typed yet
    if (!user) return
    if (!getValues('email')) setValue('email', user.email)
    if (!getValues('name')) setValue('name', user.name)
  }, [user, getValues, setValue])

  const submit = form.handleSubmit(async (values) => {
    try {
      await sendMessage(values)
      toast.success(SENT_TOAST)
      reset(startingContact(user))
    } catch (err) {
      showRefusal(err, (name, message) => setError(name as keyof ContactInput, { message }))
    }
  })

  return (
    <section className="section container contact" aria-labelledby="contact-title">
      <div className="contact__intro">
        <h2 id="contact-title">Talk to a trade buyer</h2>
        <p className="muted">Need a quote for a full pallet, a mixed load or a repeat order? Write to us and a buyer replies within one business day.</p>
      </div>
      <form className="form panel contact__form" onSubmit={submit} noValidate aria-labelledby="contact-title">
        <div className="form__grid">
          <Input label="Email" type="email" autoComplete="email" {...field('email')} required />
          <Input label="Name" autoComplete="name" {...field('name')} required />
        </div>
        <Input label="Subject" maxLength={limits.ContactRequest.subject.maxLength} {...field('subject')} required />
        <Textarea label="Message" rows={5} maxLength={limits.ContactRequest.message.maxLength} {...field('message')} required />
        <div className="form__actions">
          <Button type="submit" size="lg" loading={formState.isSubmitting}>
            Send message
          </Button>
        </div>
      </form>
    </section>
  )
}
