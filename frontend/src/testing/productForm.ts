import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

/** Fills every required field of the admin product form, photo upload included. */
export async function fillProduct() {
  await userEvent.type(await screen.findByLabelText('Name', {}, { timeout: 10000 }), 'Crucial T500 2TB')
  await userEvent.type(screen.getByLabelText('Brand'), 'Crucial')
  await userEvent.type(screen.getByLabelText('Price per piece (USD)'), '150')
  await userEvent.type(screen.getByLabelText('Stock (pieces)'), '2400')
  await userEvent.type(screen.getByLabelText('Descriptions'), 'PCIe 4.0 NVMe SSD.')
  await userEvent.upload(screen.getByLabelText('Photo'), new File(['jpeg'], 't500.jpg', { type: 'image/jpeg' }))
  await screen.findByRole('img', { name: 'Preview of the product photo' })
}
