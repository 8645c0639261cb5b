import { lazy } from 'react'

// Split off the first load: the dashboard, admin pages, purchase and payment, and the
// static pages, whose text most visitors never open.
export const DashboardLayout = lazy(() => import('../dashboard/DashboardLayout'))
export const PurchaseRoute = lazy(() => import('./PurchaseRoute'))
export const CartPage = lazy(() => import('@/features/cart/routes/CartPage'))
export const CheckoutPage = lazy(() => import('@/features/cart/routes/CheckoutPage'))
export const OrderDetailPage = lazy(() => import('@/features/orders/routes/OrderDetailPage'))
export const PaymentPage = lazy(() => import('@/features/payments/routes/PaymentPage'))
export const MyOrdersPage = lazy(() => import('@/features/orders/routes/MyOrdersPage'))
export const AllOrdersPage = lazy(() => import('@/features/orders/routes/AllOrdersPage'))
export const AddReviewPage = lazy(() => import('@/features/reviews/routes/AddReviewPage'))
export const ProfilePage = lazy(() => import('@/features/users/routes/ProfilePage'))
export const MakeAdminPage = lazy(() => import('@/features/users/routes/MakeAdminPage'))
export const MessagesPage = lazy(() => import('@/features/contact/routes/MessagesPage'))
export const AddProductPage = lazy(() => import('@/features/catalogue/routes/AddProductPage'))
export const ManageProductsPage = lazy(() => import('@/features/catalogue/routes/ManageProductsPage'))
export const AboutPage = lazy(() => import('@/features/content/routes/AboutPage'))
export const BlogsPage = lazy(() => import('@/features/content/routes/BlogsPage'))
export const PortfolioPage = lazy(() => import('@/features/content/routes/PortfolioPage'))
export const ForgotPasswordPage = lazy(() => import('@/features/auth/routes/ForgotPasswordPage'))
export const ResetPasswordPage = lazy(() => import('@/features/auth/routes/ResetPasswordPage'))
export const VerifyEmailPage = lazy(() => import('@/features/auth/routes/VerifyEmailPage'))
