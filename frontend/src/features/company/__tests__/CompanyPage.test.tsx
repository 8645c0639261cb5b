import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { CompanyAccount, User } from '@/lib/types'
import { listOf, makeCompany, makeMember, makeUser } from '@/testing/fixtures'
import { apiError, mockApi, reply } from '@/testing/mockApi'
import { renderRoute, setSession } from '@/testing/renderRoute'
import { DETAILS_SAVED_TOAST } from '../components/CompanyDetails'
import { FOUNDED_TOAST } from '../components/FoundCompanyForm'

const SLOW = { timeout: 10000 }
const me = (overrides: Partial<User> = {}) => makeUser({ id: 'me', ...overrides })
const colleague = makeMember({ userId: 'u2', email: 'sam@acme.test', name: 'Sam Buyer', role: 'buyer', spendingLimitCents: 250000 })

function open(company: CompanyAccount | null, routes: Parameters<typeof mockApi>[0] = {}, user = me()) {
  setSession(user)
  const api = mockApi({
    'GET /api/company': () => (company ? company : apiError(404, 'not_found', 'You are not in a company')),
    'GET /api/company/invitations': () => listOf([]),
    'GET /api/company/prices': () => ({ items: [], total: 0, page: 1, limit: 10000 }),
    ...routes,
  })
  return { api, ...renderRoute('/dashboard/company') }
}

describe('Company page: a buyer in no company', () => {
  it('founds a company and then shows it, the founder as its admin', async () => {
    const user = userEvent.setup()
    const founded = makeCompany({ name: 'Acme Systems Ltd', vatId: '' })
    const { api } = open(null, { 'POST /api/company': () => reply(201, founded) })
    await user.type(await screen.findByLabelText('Company name', {}, SLOW), '  Acme Systems Ltd ')
    await user.click(screen.getByRole('button', { name: 'Found company' }))
    expect(await screen.findByText(FOUNDED_TOAST)).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/company')[0].body).toEqual({ name: 'Acme Systems Ltd' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Systems Ltd' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Company orders' })).toBeInTheDocument()
  })

  it('asks for a name before sending anything', async () => {
    const user = userEvent.setup()
    const { api } = open(null)
    await user.click(await screen.findByRole('button', { name: 'Found company' }, SLOW))
    expect(screen.getByText('Company name is Required')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/company')).toHaveLength(0)
  })

  it('tells an unverified buyer to confirm their email first, with no button to press', async () => {
    open(null, {}, me({ emailVerified: false }))
    expect(await screen.findByText(/Confirm your email address first/, {}, SLOW)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Found company' })).toBeDisabled()
  })
})

describe('Company page: what each role sees', () => {
  it('shows a buyer the details as facts, the members without buttons, and no invitations', async () => {
    open(makeCompany({ myRole: 'buyer', members: [makeMember({ userId: 'me', role: 'buyer' }), makeMember({ role: 'admin' })] }))
    expect(await screen.findByRole('heading', { name: 'Members' }, SLOW)).toBeInTheDocument()
    expect(screen.queryByRole('form', { name: 'Company details' })).not.toBeInTheDocument()
    expect(screen.getByText('GB123456789')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Edit|Remove/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Invitations' })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Approvals' })).not.toBeInTheDocument()
  })

  it('shows an approver the Approvals queue but not the admin tools', async () => {
    open(makeCompany({ myRole: 'approver' }))
    expect(await screen.findByRole('heading', { name: 'Members' }, SLOW)).toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: 'Approvals' }).length).toBeGreaterThan(0)
    expect(screen.queryByRole('heading', { name: 'Invitations' })).not.toBeInTheDocument()
  })
})

describe('Company page: an admin', () => {
  it('saves the details, the PO rule with them', async () => {
    const user = userEvent.setup()
    const company = makeCompany()
    const { api } = open(company, { 'PATCH /api/company': (req) => ({ ...company, ...(req.body as object) }) })
    const vat = await screen.findByLabelText('VAT id', {}, SLOW)
    await user.clear(vat)
    await user.type(vat, 'GB999')
    await user.click(screen.getByLabelText(/PO number required/))
    await user.click(screen.getByRole('button', { name: 'Save details' }))
    expect(await screen.findByText(DETAILS_SAVED_TOAST)).toBeInTheDocument()
    expect(api.callsTo('PATCH', '/api/company')[0].body).toEqual({ name: 'Acme Systems Ltd', vatId: 'GB999', billingAddress: '1 Acme Way\nLeeds', poRequired: true })
  })

  it('puts the server’s message for a field on that field', async () => {
    const user = userEvent.setup()
    open(makeCompany(), { 'PATCH /api/company': () => apiError(400, 'validation', 'Check the highlighted fields', { vatId: 'VAT id is too long' }) })
    await user.click(await screen.findByRole('button', { name: 'Save details' }, SLOW))
    expect(await screen.findByText('VAT id is too long')).toBeInTheDocument()
    expect(screen.getByLabelText('VAT id')).toHaveAttribute('aria-invalid', 'true')
  })

  it('invites with a role and a limit in cents, and lists who has not joined', async () => {
    const user = userEvent.setup()
    const invitation = { id: 'i1', email: 'new@acme.test', role: 'approver' as const, spendingLimitCents: 500000, invitedBy: 'buyer@example.com', createdAt: '2025-03-01T00:00:00Z', expiresAt: '2025-03-08T00:00:00Z' }
    let sent = false
    const { api } = open(makeCompany(), {
      'GET /api/company/invitations': () => listOf(sent ? [invitation] : []),
      'POST /api/company/invitations': () => {
        sent = true
        return reply(201, invitation)
      },
    })
    const form = await screen.findByRole('form', { name: 'Invite someone' }, SLOW)
    await user.type(within(form).getByLabelText('Email'), 'new@acme.test')
    await user.selectOptions(within(form).getByLabelText('Role'), 'approver')
    await user.type(within(form).getByLabelText(/Spending limit/), '5,000')
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }))
    expect(await screen.findByText(/Invitation sent to new@acme.test/)).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/company/invitations')[0].body).toEqual({ email: 'new@acme.test', role: 'approver', spendingLimitCents: 500000 })
    const row = (await screen.findByRole('rowheader', { name: 'new@acme.test' })).closest('tr')!
    expect(within(row).getByText('$5,000.00')).toBeInTheDocument()
    expect(within(form).getByLabelText('Email')).toHaveValue('')
  })

  it('withdraws an invitation after the confirmation', async () => {
    const user = userEvent.setup()
    const invitation = { id: 'i1', email: 'late@acme.test', role: 'buyer' as const, spendingLimitCents: null, invitedBy: '', createdAt: '2025-03-01T00:00:00Z', expiresAt: '2025-03-08T00:00:00Z' }
    let withdrawn = false
    const { api } = open(makeCompany(), {
      'GET /api/company/invitations': () => listOf(withdrawn ? [] : [invitation]),
      'DELETE /api/company/invitations/:id': () => {
        withdrawn = true
        return reply(204)
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Withdraw the invitation to late@acme.test' }, SLOW))
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Withdraw' }))
    expect(await screen.findByText(/Invitation to late@acme.test withdrawn/)).toBeInTheDocument()
    expect(api.callsTo('DELETE', '/api/company/invitations/i1')).toHaveLength(1)
    expect(await screen.findByText(/Everyone you invited has joined/)).toBeInTheDocument()
  })

  it('changes a member’s role and clears their limit', async () => {
    const user = userEvent.setup()
    const company = makeCompany({ members: [makeMember({ userId: 'me', role: 'admin' }), colleague] })
    const { api } = open(company, { 'PATCH /api/company/members/:userId': () => company })
    await user.click(await screen.findByRole('button', { name: 'Change role or limit of Sam Buyer' }, SLOW))
    const dialog = screen.getByRole('dialog')
    expect(within(dialog).getByLabelText(/Spending limit/)).toHaveValue('2500.00')
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'approver')
    await user.clear(within(dialog).getByLabelText(/Spending limit/))
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText("Saved Sam Buyer's role and limit")).toBeInTheDocument()
    expect(api.callsTo('PATCH', '/api/company/members/u2')[0].body).toEqual({ role: 'approver', spendingLimitCents: null })
  })

  it('shows the server’s 409 when the last admin would be demoted', async () => {
    const user = userEvent.setup()
    open(makeCompany(), { 'PATCH /api/company/members/:userId': () => apiError(409, 'conflict', 'A company needs an admin') })
    await user.click(await screen.findByRole('button', { name: 'Change role or limit of Dana Buyer' }, SLOW))
    const dialog = screen.getByRole('dialog')
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'buyer')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A company needs an admin')
  })

  it('removes a member after the confirmation', async () => {
    const user = userEvent.setup()
    let company = makeCompany({ members: [makeMember({ userId: 'me', role: 'admin' }), colleague] })
    const { api } = open(null, {
      'GET /api/company': () => company,
      'DELETE /api/company/members/:userId': () => {
        company = { ...company, members: company.members.slice(0, 1) }
        return reply(204)
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Remove Sam Buyer' }, SLOW))
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }))
    expect(await screen.findByText('Sam Buyer was removed from Acme Systems Ltd')).toBeInTheDocument()
    expect(api.callsTo('DELETE', '/api/company/members/u2')).toHaveLength(1)
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /Sam Buyer/ })).not.toBeInTheDocument())
  })

  it('shows why the last admin can’t leave', async () => {
    const user = userEvent.setup()
    open(makeCompany(), { 'DELETE /api/company/members/:userId': () => apiError(409, 'conflict', 'A company needs an admin') })
    expect(await screen.findByText(/You are its only admin/, {}, SLOW)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Leave company' }))
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Leave company' }))
    const section = screen.getByRole('region', { name: 'Leave Acme Systems Ltd' })
    expect(await within(section).findByRole('alert')).toHaveTextContent('A company needs an admin')
    expect(screen.getByRole('heading', { level: 1, name: 'Acme Systems Ltd' })).toBeInTheDocument()
  })
})
