import type { ReactNode } from 'react'
import type { RouteObject } from 'react-router'
import { RequireAdmin } from '@/features/auth/components/RequireAdmin'
import { RequireAuth } from '@/features/auth/components/RequireAuth'
import LoginPage from '@/features/auth/routes/LoginPage'
import SignupPage from '@/features/auth/routes/SignupPage'
import NotFoundPage from '@/features/content/routes/NotFoundPage'
import ReviewsPage from '@/features/reviews/routes/ReviewsPage'
import { AppShell } from './layout/AppShell'
import DashboardHomeRoute from './routes/DashboardHomeRoute'
import HomeRoute from './routes/HomeRoute'
import * as Lazy from './routes/lazyPages'
import ProductsRoute from './routes/ProductsRoute'

const admin = (page: ReactNode) => <RequireAdmin>{page}</RequireAdmin>
const signedIn = (page: ReactNode) => <RequireAuth>{page}</RequireAuth>

export const dashboardRoutes: RouteObject[] = [
  { index: true, element: <DashboardHomeRoute /> },
  { path: 'profile', element: <Lazy.ProfilePage /> },
  { path: 'myOrders', element: <Lazy.MyOrdersPage /> },
  { path: 'orders/:id', element: <Lazy.OrderDetailPage /> },
  { path: 'payment/:id', element: <Lazy.PaymentPage /> },
  { path: 'addReviews', element: <Lazy.AddReviewPage /> },
  { path: 'makeAdmin', element: admin(<Lazy.MakeAdminPage />) },
  { path: 'all-orders', element: admin(<Lazy.AllOrdersPage />) },
  { path: 'add-products', element: admin(<Lazy.AddProductPage />) },
  { path: 'manageProducts', element: admin(<Lazy.ManageProductsPage />) },
  { path: 'messages', element: admin(<Lazy.MessagesPage />) },
  { path: 'quotes', element: <Lazy.MyQuotesPage /> },
  { path: 'quotes/:id', element: <Lazy.QuoteDetailPage /> },
  { path: 'admin-quotes', element: admin(<Lazy.AdminQuotesPage />) },
  { path: 'audit', element: admin(<Lazy.AuditLogPage />) },
  { path: 'categories', element: admin(<Lazy.CategoriesPage />) },
]

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      { index: true, element: <HomeRoute /> },
      { path: 'home', element: <HomeRoute /> },
      { path: 'products', element: <ProductsRoute /> },
      { path: 'about', element: <Lazy.AboutPage /> },
      { path: 'myPortfolio', element: <Lazy.PortfolioPage /> },
      { path: 'blogs', element: <Lazy.BlogsPage /> },
      { path: 'reviews', element: <ReviewsPage /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'signup', element: <SignupPage /> },
      { path: 'forgot-password', element: <Lazy.ForgotPasswordPage /> },
      { path: 'reset-password', element: <Lazy.ResetPasswordPage /> },
      { path: 'verify-email', element: <Lazy.VerifyEmailPage /> },
      {
        path: 'purchase/:id',
        element: (
          <RequireAuth>
            <Lazy.PurchaseRoute />
          </RequireAuth>
        ),
      },
      { path: 'cart', element: signedIn(<Lazy.CartPage />) },
      { path: 'checkout', element: signedIn(<Lazy.CheckoutPage />) },
      { path: 'quick-order', element: signedIn(<Lazy.QuickOrderPage />) },
      {
        path: 'dashboard',
        element: (
          <RequireAuth>
            <Lazy.DashboardLayout />
          </RequireAuth>
        ),
        children: dashboardRoutes,
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]
