import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { apiError, mockApi, reply } from '@/testing/mockApi'
import { makeUser } from '@/testing/fixtures'
import { renderRoute, setSession } from '@/testing/renderRoute'
import ContactForm from '../components/ContactForm'

function setup(send: Parameters<typeof mockApi>[0][string] = () => reply(202, { id: 'm1' })) {
  const api = mockApi({ 'POST /api/contact': send })
  renderRoute('/', [{ path: '/', element: <ContactForm /> }])
  return api
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Email'), 'ann@corp.test')
  await user.type(screen.getByLabelText('Name'), 'Ann')
  await user.type(screen.getByLabelText('Subject'), 'Pallet of SSDs')
  await user.type(screen.getByLabelText('Message'), 'Quote for 2,000 pieces?')
}

describe('ContactForm', () => {
  it('shows every required message on an empty submit', async () => {
    const user = userEvent.setup()
    const api = setup()
    await user.click(screen.getByRole('button', { name: 'Send message' }))
    // the form validates with zod's resolver, which answers a tick after the click on a busy machine
    for (const text of ['Email is Required', 'Name is Required', 'Subject is Required', 'Message is Required']) {
      expect(await screen.findByText(text)).toBeInTheDocument()
    }
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus())
    await user.type(screen.getByLabelText('Email'), 'not-an-email')
    await user.click(screen.getByRole('button', { name: 'Send message' }))
    expect(await screen.findByText('Please Provide a Valid Email')).toBeInTheDocument()
    expect(api.calls).toHaveLength(0)
  })

  it('sends the message, toasts and resets', async () => {
    const user = userEvent.setup()
    const api = setup()
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Send message' }))
    expect(await screen.findByText('Thanks — your message was sent. We reply within one business day.')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/contact')[0].body).toEqual({ email: 'ann@corp.test', name: 'Ann', subject: 'Pallet of SSDs', message: 'Quote for 2,000 pieces?' })
    await waitFor(() => expect(screen.getByLabelText('Message')).toHaveValue(''))
  })

  it("toasts the server's message when rate limited, and keeps the text", async () => {
    const user = userEvent.setup()
    setup(() => apiError(429, 'too_many_requests', 'Too many messages. Try again in a few minutes.'))
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Send message' }))
    expect(await screen.findByText('Too many messages. Try again in a few minutes.')).toBeInTheDocument()
    expect(screen.getByLabelText('Message')).toHaveValue('Quote for 2,000 pieces?')
  })
})

describe('ContactForm for a signed-in buyer', () => {
  it('starts with the account’s name and email, and keeps them after sending', async () => {
    setSession(makeUser({ name: 'Dana Buyer', email: 'dana@corp.test' }))
    const user = userEvent.setup()
    const api = setup()
    expect(screen.getByLabelText('Email')).toHaveValue('dana@corp.test')
    expect(screen.getByLabelText('Name')).toHaveValue('Dana Buyer')
    await user.type(screen.getByLabelText('Subject'), 'Pallet of SSDs')
    await user.type(screen.getByLabelText('Message'), 'Quote for 2,000 pieces?')
    await user.click(screen.getByRole('button', { name: 'Send message' }))
    await waitFor(() => expect(api.callsTo('POST', '/api/contact')).toHaveLength(1))
    expect(api.callsTo('POST', '/api/contact')[0].body).toMatchObject({ email: 'dana@corp.test', name: 'Dana Buyer' })
    await waitFor(() => expect(screen.getByLabelText('Subject')).toHaveValue(''))
    expect(screen.getByLabelText('Email')).toHaveValue('dana@corp.test')
  })
})
