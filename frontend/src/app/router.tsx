import { createBrowserRouter } from 'react-router'
// the DOM build of RouterProvider: only it can honour `flushSync` (the filters' checkboxes tick at once)
import { RouterProvider } from 'react-router/dom'
import { routes } from './routes'

const router = createBrowserRouter(routes)

export function AppRouter() {
  return <RouterProvider router={router} />
}
