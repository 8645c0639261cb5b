import { wordmarkStyle } from './brandWordmarks'

/** The brand's name set as a wordmark (its own colour, weight and spacing), drawn with no request. */
export function BrandLogo({ brand }: { brand: string }) {
  return (
    <span className="brand-logo" role="img" aria-label={brand} style={wordmarkStyle(brand)}>
      {brand}
    </span>
  )
}
