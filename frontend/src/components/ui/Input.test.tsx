import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Textarea } from './Input'

const fiveLines = 'Pallet Receiving\nUnit 7, Dockside Park\nWalton Avenue\nFelixstowe IP11 3HG\nUnited Kingdom'

describe('Textarea', () => {
  it('shows every line of a 5-line address, where its 3 rows would cut it', () => {
    render(<Textarea label="Address" rows={3} value={fiveLines} onChange={() => {}} />)
    expect(screen.getByLabelText('Address')).toHaveAttribute('rows', '5')
  })

  it('keeps the rows asked for while the text is shorter, and stops growing at 12 rows', () => {
    const { rerender } = render(<Textarea label="Note" rows={3} value="one line" onChange={() => {}} />)
    expect(screen.getByLabelText('Note')).toHaveAttribute('rows', '3')
    rerender(<Textarea label="Note" rows={3} value={'x\n'.repeat(40)} onChange={() => {}} />)
    expect(screen.getByLabelText('Note')).toHaveAttribute('rows', '12')
  })
})
