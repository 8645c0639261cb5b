import { useLocation } from 'react-router'

interface FromState {
  from?: { pathname: string; search?: string; hash?: string }
}

/** The page a visitor was sent to /login from (default "/"). */
export function useReturnTo(): string {
  const state = useLocation().state as FromState | null
  const from = state?.from
  if (!from?.pathname || from.pathname === '/login' || from.pathname === '/signup') return '/'
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`
}
