import { limits } from './limits.gen'

/** The largest image POST /api/uploads takes, from the API document. */
export const MAX_UPLOAD_BYTES = limits.FormDataUploadForm.image.maxBytes
/** The same limit as people read it: "5 MB". */
export const MAX_UPLOAD_SIZE = `${MAX_UPLOAD_BYTES / (1024 * 1024)} MB`
