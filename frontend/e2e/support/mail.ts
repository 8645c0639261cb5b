import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

// The shop runs without an SMTP server, so its mail worker writes each message to the outbox
// folder as an .eml file every few seconds. These helpers read that folder like an inbox.

export interface Mail {
  file: string
  /** header names in lower case; folded lines joined */
  headers: Record<string, string>
  /** every part of the message, quoted-printable decoded */
  body: string
}

function outboxDir(): string {
  const dir = process.env.PALLET_E2E_OUTBOX
  if (!dir) throw new Error('no PALLET_E2E_OUTBOX: global-setup did not start the shop')
  return dir
}

/** Undoes quoted-printable: soft line breaks (`=` at a line's end) and `=XX` bytes, read as UTF-8. */
export function decodeQuotedPrintable(latin1: string): string {
  const bytes = latin1.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  return Buffer.from(bytes, 'latin1').toString('utf8')
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  return headers
}

export function readMail(file: string): Mail {
  const raw = readFileSync(file, 'latin1')
  const blank = raw.search(/\r?\n\r?\n/)
  return { file, headers: parseHeaders(raw.slice(0, blank)), body: decodeQuotedPrintable(raw.slice(blank)) }
}

/** The outbox's messages, newest first (a file's name starts with when it was written). */
function mailsNewestFirst(): Mail[] {
  const dir = outboxDir()
  if (!existsSync(dir)) return []
  const files = readdirSync(dir).filter((name) => name.endsWith('.eml'))
  return files
    .sort()
    .reverse()
    .map((name) => readMail(join(dir, name)))
}

/**
 * The link to `path` (with its query) in the newest message to `to` that has one, polling the
 * outbox until it turns up.
 */
export async function waitForMailedLink(to: string, path: string, timeoutMs = 30_000): Promise<URL> {
  const pattern = new RegExp(`https?://[^\\s"'<>]+${path.replace(/[/?]/g, '\\$&')}\\?[^\\s"'<>]+`)
  const deadline = Date.now() + timeoutMs
  for (;;) {
    for (const mail of mailsNewestFirst()) {
      if (!mail.headers.to?.toLowerCase().includes(to.toLowerCase())) continue
      const link = pattern.exec(mail.body)
      if (link) return new URL(link[0].replace(/&amp;/g, '&'))
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} with a link to ${path} in ${outboxDir()} within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/** The newest message to `to` whose body contains `text`, polling the outbox until it turns up. */
export async function waitForMailContaining(to: string, text: string, timeoutMs = 30_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const mail = mailsNewestFirst().find((m) => m.headers.to?.toLowerCase().includes(to.toLowerCase()) && m.body.includes(text))
    if (mail) return mail
    if (Date.now() > deadline) throw new Error(`no mail to ${to} containing ${text} in ${outboxDir()} within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}
