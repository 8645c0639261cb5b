import type { ReactNode } from 'react'
import type { RouteObject } from 'react-router'
import { RequireAdmin } from '@/features/auth/components/RequireAdmin'
import { RequireAuth } from '@/features/auth/components/RequireAuth'
import NotFoundPage from '@/features/content/routes/NotFoundPage'
import { AppShell } from './layout/AppShell'
import type { RouteHandle } from './layout/RouteTitle'
import DashboardHomeRoute from './routes/DashboardHomeRoute'
import HomeRoute from './routes/HomeRoute'
import OrderLinkRoute from './routes/OrderLinkRoute'
import * as Lazy from './routes/lazyPages'
import ProductsRoute from './routes/ProductsRoute'

const admin = (page: ReactNode) => <RequireAdmin>{page}</RequireAdmin>
const signedIn = (page: ReactNode) => <RequireAuth>{page}</RequireAuth>
/** The tab's title for a route (RouteTitle reads it); the home page keeps the shop's own. */
const titled = (title: string): RouteHandle => ({ title })

export const dashboardRoutes: RouteObject[] = [
  { index: true, element: <DashboardHomeRoute />, handle: titled('Dashboard') },
  { path: 'profile', element: <Lazy.ProfilePage />, handle: titled('My Profile') },
  { path: 'myOrders', element: <Lazy.MyOrdersPage />, handle: titled('My Orders') },
  { path: 'orders/:id', element: <Lazy.OrderDetailPage />, handle: titled('Order') },
  { path: 'returns', element: <Lazy.MyReturnsPage />, handle: titled('My Returns') },
  { path: 'payment/:id', element: <Lazy.PaymentPage />, handle: titled('Payment') },
  { path: 'addReviews', element: <Lazy.AddReviewPage />, handle: titled('Add a Review') },
  { path: 'makeAdmin', element: admin(<Lazy.MakeAdminPage />), handle: titled('Make Admin') },
  { path: 'all-orders', element: admin(<Lazy.AllOrdersPage />), handle: titled('All Orders') },
  { path: 'admin-returns', element: admin(<Lazy.ReturnsQueuePage />), handle: titled('Returns') },
  { path: 'add-products', element: admin(<Lazy.AddProductPage />), handle: titled('Add a Product') },
  { path: 'manageProducts', element: admin(<Lazy.ManageProductsPage />), handle: titled('Manage Products') },
  { path: 'messages', element: admin(<Lazy.MessagesPage />), handle: titled('Messages') },
  { path: 'reviews', element: admin(<Lazy.ReviewModerationPage />), handle: titled('Reviews') },
  { path: 'quotes', element: <Lazy.MyQuotesPage />, handle: titled('My Quotes') },
  { path: 'quotes/:id', element: <Lazy.QuoteDetailPage />, handle: titled('Quote') },
  { path: 'admin-quotes', element: admin(<Lazy.AdminQuotesPage />), handle: titled('Quotes') },
  { path: 'audit', element: admin(<Lazy.AuditLogPage />), handle: titled('Audit Log') },
  { path: 'categories', element: admin(<Lazy.CategoriesPage />), handle: titled('Categories') },
  { path: 'warehouses', element: admin(<Lazy.WarehousesPage />), handle: titled('Warehouses') },
  { path: 'company', element: <Lazy.CompanyPage />, handle: titled('Company') },
  { path: 'company-orders', element: <Lazy.CompanyOrdersPage />, handle: titled('Company orders') },
  { path: 'approvals', element: <Lazy.ApprovalsPage />, handle: titled('Approvals') },
  { path: 'companies', element: admin(<Lazy.CompaniesPage />), handle: titled('Companies') },
  { path: 'companies/:id', element: admin(<Lazy.CompanyAdminPage />), handle: titled('Company') },
]

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      { index: true, element: <HomeRoute /> },
      { path: 'home', element: <HomeRoute /> },
      { path: 'products', element: <ProductsRoute />, handle: titled('Products') },
      { path: 'about', element: <Lazy.AboutPage />, handle: titled('About') },
      { path: 'myPortfolio', element: <Lazy.PortfolioPage />, handle: titled('Portfolio') },
      { path: 'blogs', element: <Lazy.BlogsPage />, handle: titled('Blog') },
      { path: 'reviews', element: <Lazy.ReviewsPage />, handle: titled('Reviews') },
      { path: 'login', element: <Lazy.LoginPage />, handle: titled('Log in') },
      { path: 'signup', element: <Lazy.SignupPage />, handle: titled('Sign up') },
      { path: 'forgot-password', element: <Lazy.ForgotPasswordPage />, handle: titled('Forgot password') },
      { path: 'reset-password', element: <Lazy.ResetPasswordPage />, handle: titled('Reset password') },
      { path: 'verify-email', element: <Lazy.VerifyEmailPage />, handle: titled('Verify email') },
      {
        path: 'purchase/:id',
        handle: titled('Product'),
        element: (
          <RequireAuth>
            <Lazy.PurchaseRoute />
          </RequireAuth>
        ),
      },
      { path: 'cart', element: signedIn(<Lazy.CartPage />), handle: titled('Cart') },
      { path: 'checkout', element: signedIn(<Lazy.CheckoutPage />), handle: titled('Checkout') },
      { path: 'quick-order', element: signedIn(<Lazy.QuickOrderPage />), handle: titled('Quick Order') },
      { path: 'join', element: signedIn(<Lazy.JoinPage />), handle: titled('Join your company') },
      { path: 'orders/:id', element: <OrderLinkRoute />, handle: titled('Order') },
      {
        path: 'dashboard',
        element: (
          <RequireAuth>
            <Lazy.DashboardLayout />
          </RequireAuth>
        ),
        children: dashboardRoutes,
      },
      { path: '*', element: <NotFoundPage />, handle: titled('Page not found') },
    ],
  },
]
