import LatestReviews from '@/features/reviews/components/LatestReviews'
import ContactForm from '@/features/contact/components/ContactForm'
import { BrandCarousel } from '@/features/catalogue/components/BrandCarousel'
import { NewestProducts } from '@/features/catalogue/components/NewestProducts'
import HomePage from '@/features/home/routes/HomePage'

/** The home page, with the sections other features provide. */
export default function HomeRoute() {
  return <HomePage newestProducts={<NewestProducts />} brandCarousel={<BrandCarousel />} latestReviews={<LatestReviews />} contactForm={<ContactForm />} />
}
