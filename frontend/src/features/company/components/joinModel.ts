import type { ApiError } from '@/lib/api'

export interface JoinProblem {
  title: string
  help: string
  /** where the buyer can sort it out */
  link?: { to: string; label: string }
  /** trying the same link again can't work */
  final?: boolean
}

/** What a refused invitation means for the person holding the link, and what to do next. */
export function joinProblem(error: ApiError): JoinProblem {
  switch (error.status) {
    case 403:
      return {
        title: error.message,
        help: 'The invitation was sent to another email address, or yours is not confirmed yet. Sign in with the invited address and open the link we mailed you to confirm it, then try again.',
        link: { to: '/dashboard', label: 'Go to my profile' },
      }
    case 404:
      return {
        title: 'This invitation link no longer works',
        help: 'It was used, withdrawn or has expired (links are valid for 7 days). Ask your company’s admin to invite you again.',
        link: { to: '/dashboard', label: 'Go to my dashboard' },
        final: true,
      }
    case 409:
      return {
        title: 'You are already in a company',
        help: 'An account buys for one company at a time. Leave your company first, then open the link again.',
        link: { to: '/dashboard/company', label: 'Go to my company' },
      }
    default:
      return { title: error.message, help: 'Try again in a moment.' }
  }
}
