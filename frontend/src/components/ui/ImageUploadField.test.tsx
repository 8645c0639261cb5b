import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api'
import { uploadImage } from '@/lib/uploads'
import { ImageUploadField } from './ImageUploadField'

vi.mock('@/lib/uploads', () => ({ uploadImage: vi.fn() }))
const upload = vi.mocked(uploadImage)

const png = () => new File(['png'], 'crate.png', { type: 'image/png' })

function Harness({ onUploadingChange = () => {}, initial = '' }: { onUploadingChange?: (busy: boolean) => void; initial?: string }) {
  const [url, setUrl] = useState(initial)
  return (
    <>
      <ImageUploadField label="Photo" value={url} onChange={setUrl} onUploadingChange={onUploadingChange} preview={url && <img src={url} alt="Preview" />} emptyText="Nothing yet" />
      <output aria-label="Chosen URL">{url}</output>
    </>
  )
}

describe('ImageUploadField', () => {
  beforeEach(() => {
    upload.mockReset()
  })

  it('uploads the chosen file with progress, then previews the picture with Change and Remove instead of its path', async () => {
    let finish: (url: string) => void = () => {}
    upload.mockImplementation((_file, onProgress) => {
      onProgress?.(40)
      return new Promise((resolve) => (finish = resolve))
    })
    const uploading = vi.fn()
    const { container } = render(<Harness onUploadingChange={uploading} />)
    expect(screen.getByText('Nothing yet')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Change' })).not.toBeInTheDocument()

    await userEvent.upload(screen.getByLabelText('Photo'), png())
    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('value', '40')
    expect(screen.getByLabelText('Photo')).toBeDisabled()
    expect(uploading).toHaveBeenLastCalledWith(true)

    finish('/images/abc.jpg#w=1600')
    expect(await screen.findByRole('img', { name: 'Preview' })).toHaveAttribute('src', '/images/abc.jpg#w=1600')
    expect(screen.getByRole('button', { name: 'Change' })).toBeEnabled()
    expect(screen.getByRole('button', { name: 'Remove' })).toBeEnabled()
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
    expect(container.querySelector('.upload-field')).not.toHaveTextContent('/images/')
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
    expect(uploading).toHaveBeenLastCalledWith(false)
  })

  it('changes the photo by uploading another, and removes it', async () => {
    upload.mockResolvedValue('/images/second.png')
    render(<Harness initial="/images/first.png" />)
    expect(screen.getByRole('img', { name: 'Preview' })).toHaveAttribute('src', '/images/first.png')

    await userEvent.upload(screen.getByLabelText('Photo'), png())
    expect(await screen.findByRole('img', { name: 'Preview' })).toHaveAttribute('src', '/images/second.png')

    await userEvent.click(screen.getByRole('button', { name: 'Remove' }))
    expect(screen.queryByRole('img', { name: 'Preview' })).not.toBeInTheDocument()
    expect(screen.getByText('Nothing yet')).toBeInTheDocument()
    expect(screen.getByLabelText('Chosen URL')).toBeEmptyDOMElement()
  })

  it('says why an upload failed and keeps the photo as it was', async () => {
    upload.mockRejectedValue(new ApiError(413, 'too_large', 'The image is larger than 5 MB.'))
    render(<Harness />)
    await userEvent.upload(screen.getByLabelText('Photo'), png())
    expect(await screen.findByRole('alert')).toHaveTextContent('The image is larger than 5 MB.')
    expect(screen.getByLabelText('Chosen URL')).toBeEmptyDOMElement()
  })

  it('offers no box for a link and says why', () => {
    render(<Harness />)
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
    expect(screen.getByText(/photos linked from other sites can’t be shown/)).toBeInTheDocument()
  })
})
