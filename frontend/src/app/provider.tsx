import { QueryClientProvider } from '@tanstack/react-query'
import { useEffect, type ReactNode } from 'react'
import { ToastContainer } from 'react-toastify'
import { TOAST_AUTO_CLOSE_MS } from '@/config/constants'
import { useSession } from '@/features/auth/stores/session'
import { queryClient } from '@/lib/queryClient'

export function AppToasts() {
  return <ToastContainer position="top-center" autoClose={TOAST_AUTO_CLOSE_MS} newestOnTop closeOnClick={false} pauseOnFocusLoss />
}

/** App-wide services: the cache of server state, the session check at start-up and the toast host. */
export function AppProvider({ children }: { children: ReactNode }) {
  const start = useSession((state) => state.start)
  useEffect(() => {
    void start()
  }, [start])
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <AppToasts />
    </QueryClientProvider>
  )
}
