import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api'
import { uploadImage } from '@/lib/uploads'
import { ImageUploadField, type PhotoUrlInput } from './ImageUploadField'

vi.mock('@/lib/uploads', () => ({ uploadImage: vi.fn() }))
const upload = vi.mocked(uploadImage)

const URL_INPUT: PhotoUrlInput = { label: 'Or paste a photo URL', name: 'img' }
const png = () => new File(['png'], 'crate.png', { type: 'image/png' })

function Harness({ onUploadingChange = () => {}, urlInput = URL_INPUT }: { onUploadingChange?: (busy: boolean) => void; urlInput?: PhotoUrlInput }) {
  const [url, setUrl] = useState('')
  return (
    <ImageUploadField
      label="Photo"
      urlInput={urlInput}
      value={url}
      onChange={setUrl}
      onUploadingChange={onUploadingChange}
      preview={url && <img src={url} alt="Preview" />}
      emptyText="Nothing yet"
    />
  )
}

describe('ImageUploadField', () => {
  beforeEach(() => {
    upload.mockReset()
  })

  it('uploads the chosen file with progress, locks both inputs meanwhile, then previews the URL', async () => {
    let finish: (url: string) => void = () => {}
    upload.mockImplementation((_file, onProgress) => {
      onProgress?.(40)
      return new Promise((resolve) => (finish = resolve))
    })
    const uploading = vi.fn()
    render(<Harness onUploadingChange={uploading} />)
    expect(screen.getByText('Nothing yet')).toBeInTheDocument()

    await userEvent.upload(screen.getByLabelText('Photo'), png())
    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('value', '40')
    expect(screen.getByLabelText('Photo')).toBeDisabled()
    expect(screen.getByLabelText('Or paste a photo URL')).toBeDisabled()
    expect(uploading).toHaveBeenLastCalledWith(true)

    finish('/images/abc.png')
    expect(await screen.findByRole('img', { name: 'Preview' })).toHaveAttribute('src', '/images/abc.png')
    expect(screen.getByLabelText('Or paste a photo URL')).toHaveValue('/images/abc.png')
    expect(screen.getByLabelText('Photo')).toBeEnabled()
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
    expect(uploading).toHaveBeenLastCalledWith(false)
  })

  it('says why an upload failed and keeps the URL as it was', async () => {
    upload.mockRejectedValue(new ApiError(413, 'too_large', 'The image is larger than 5 MB.'))
    render(<Harness />)
    await userEvent.upload(screen.getByLabelText('Photo'), png())
    expect(await screen.findByRole('alert')).toHaveTextContent('The image is larger than 5 MB.')
    expect(screen.getByLabelText('Or paste a photo URL')).toHaveValue('')
  })

  it('takes a pasted URL, with the URL field first when asked', async () => {
    render(<Harness urlInput={{ ...URL_INPUT, first: true }} />)
    const [first] = screen.getAllByRole('textbox')
    expect(first).toHaveAccessibleName('Or paste a photo URL')
    await userEvent.type(first, '/catalogue/ssd.svg')
    expect(screen.getByRole('img', { name: 'Preview' })).toHaveAttribute('src', '/catalogue/ssd.svg')
    expect(upload).not.toHaveBeenCalled()
  })
})
