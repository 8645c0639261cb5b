import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ProductImage } from './ProductImage'

const SRCSET = '/images/s.jpg 320w, /images/m.jpg 640w, /images/l.jpg 1600w'

describe('ProductImage', () => {
  it('lets the browser pick a copy sized for the slot, lazily, with the space reserved', () => {
    render(<ProductImage src="/images/l.jpg#w=1600" srcSet={SRCSET} sizes="(max-width: 640px) 100vw, 360px" alt="SSD" />)
    const img = screen.getByRole('img', { name: 'SSD' })
    expect(img).toHaveAttribute('srcset', SRCSET)
    expect(img).toHaveAttribute('sizes', '(max-width: 640px) 100vw, 360px')
    expect(img).toHaveAttribute('loading', 'lazy')
    expect(img).toHaveAttribute('width', '400')
    expect(img).toHaveAttribute('height', '300')
  })

  it('sizes a picture to its width when no sizes are given', () => {
    render(<ProductImage src="/images/l.jpg" srcSet={SRCSET} width={160} alt="Thumb" />)
    expect(screen.getByRole('img', { name: 'Thumb' })).toHaveAttribute('sizes', '160px')
  })

  it('leaves srcset out for drawings and older pictures', () => {
    render(<ProductImage src="/catalogue/ssd.svg" alt="Drawing" eager />)
    const img = screen.getByRole('img', { name: 'Drawing' })
    expect(img).not.toHaveAttribute('srcset')
    expect(img).not.toHaveAttribute('sizes')
    expect(img).toHaveAttribute('loading', 'eager')
  })
})
