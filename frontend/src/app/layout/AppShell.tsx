import { Suspense } from 'react'
import { Outlet } from 'react-router'
import { PageSkeleton } from '@/components/ui/Skeleton'
import { Footer } from './Footer'
import { RouteTitle } from './RouteTitle'
import { ScrollManager } from './ScrollManager'
import { TopNav } from './TopNav'

export function AppShell() {
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <ScrollManager />
      <RouteTitle />
      <TopNav />
      <main id="main" className="shell__main" tabIndex={-1}>
        <Suspense fallback={<div className="container page"><PageSkeleton /></div>}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  )
}
