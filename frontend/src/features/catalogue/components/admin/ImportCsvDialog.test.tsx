import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { importProductsCsv } from '../../api/catalogueCsvApi'
import { ImportCsvDialog } from './ImportCsvDialog'

vi.mock('../../api/catalogueCsvApi', () => ({ importProductsCsv: vi.fn(), MAX_IMPORT_BYTES: 1024 }))
const importCsv = vi.mocked(importProductsCsv)

const csvFile = () => new File(['sku,name\nSSD-1,Drive\n'], 'drives.csv', { type: 'text/csv' })

describe('ImportCsvDialog', () => {
  beforeEach(() => {
    importCsv.mockReset()
  })

  it('names the check under way with its percentage while the dry run uploads', async () => {
    importCsv.mockImplementation((_file, _dryRun, onProgress) => {
      onProgress?.(40)
      return new Promise(() => {})
    })
    render(<ImportCsvDialog onImported={() => {}} onClose={() => {}} />)
    await userEvent.upload(screen.getByLabelText('CSV file'), csvFile())

    expect(screen.getByText('Checking the file… 40%')).toBeVisible()
    expect(screen.getByRole('progressbar', { name: 'Checking the file… 40%' })).toHaveAttribute('value', '40')
  })

  it('shows the chosen file by name with a button to choose another, instead of the emptied browser input', async () => {
    importCsv.mockResolvedValue({ created: 1, updated: 0, errors: [] } as never)
    render(<ImportCsvDialog onImported={() => {}} onClose={() => {}} />)
    const input = screen.getByLabelText('CSV file')
    expect(input).not.toHaveClass('visually-hidden')

    await userEvent.upload(input, csvFile())

    expect(await screen.findByText('drives.csv')).toBeVisible()
    expect(input).toHaveClass('visually-hidden')
    const clicked = vi.spyOn(input, 'click')
    await userEvent.click(screen.getByRole('button', { name: 'Choose another file' }))
    expect(clicked).toHaveBeenCalled()
    expect(screen.getByRole('status')).toHaveTextContent('The file is ready: 1 new product')
  })
})
