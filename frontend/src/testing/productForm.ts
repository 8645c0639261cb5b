import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

/** Puts text into a field in one input event, as pasting does: setup, not the field under test. */
async function paste(input: HTMLElement, text: string) {
  await userEvent.click(input)
  await userEvent.paste(text)
}

/** Fills every required field of the admin product form, photo upload included. */
export async function fillProduct() {
  await paste(await screen.findByLabelText('Name', {}, { timeout: 10000 }), 'Crucial T500 2TB')
  await paste(screen.getByLabelText('Brand'), 'Crucial')
  await paste(screen.getByLabelText('Price per piece (USD)'), '150')
  await paste(screen.getByLabelText('Stock (pieces)'), '2400')
  await paste(screen.getByLabelText('Descriptions'), 'PCIe 4.0 NVMe SSD.')
  await userEvent.upload(screen.getByLabelText('Photo'), new File(['jpeg'], 't500.jpg', { type: 'image/jpeg' }))
  await screen.findByRole('img', { name: 'Preview of the product photo' })
}
