import { lazy, Suspense } from 'react'
import LatestReviews from '@/features/reviews/components/LatestReviews'
import { BrandCarousel } from '@/features/catalogue/components/BrandCarousel'
import { NewestProducts } from '@/features/catalogue/components/NewestProducts'
import HomePage from '@/features/home/routes/HomePage'
import { Spinner } from '@/components/ui/Spinner'

// The contact form's validation (zod, react-hook-form) is a third of the entry chunk's weight;
// the form sits at the foot of the page, so it loads after the first view.
const ContactForm = lazy(() => import('@/features/contact/components/ContactForm'))

/** The home page, with the sections other features provide. */
export default function HomeRoute() {
  const contactForm = (
    <Suspense fallback={<Spinner label="Loading the contact form" />}>
      <ContactForm />
    </Suspense>
  )
  return <HomePage newestProducts={<NewestProducts />} brandCarousel={<BrandCarousel />} latestReviews={<LatestReviews />} contactForm={contactForm} />
}
