import { PROOF_FILE_MAX_BYTES, PROOF_FILE_TYPES } from '../../shared/contract/login-manager'
import * as messages from '../../shared/messages/messages'
import { EnvelopeError } from './http/envelope'

type ProofType = (typeof PROOF_FILE_TYPES)[number]

/** The real type of a file by its first bytes, so a renamed executable is not stored as a PDF. */
function sniffType(bytes: Uint8Array): ProofType | undefined {
  const ascii = (start: number, end: number) => String.fromCharCode(...bytes.slice(start, end))
  if (ascii(0, 5) === '%PDF-') return 'application/pdf'
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg'
  if (ascii(1, 4) === 'PNG' && bytes[0] === 0x89) return 'image/png'
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp'
  return undefined
}

/** Checks a proof-of-educator upload (§3.4) by declared type, size and magic bytes. */
export async function readProofFile(file: File): Promise<{ bytes: Buffer; type: ProofType }> {
  if (file.size > PROOF_FILE_MAX_BYTES) throw new EnvelopeError(messages.proofFileTooLarge)
  if (file.size === 0) throw new EnvelopeError(messages.proofFileEmpty)
  const bytes = new Uint8Array(await file.arrayBuffer())
  const type = sniffType(bytes)
  const declared = file.type || type
  if (!type || declared !== type || !(PROOF_FILE_TYPES as readonly string[]).includes(type)) {
    throw new EnvelopeError(messages.proofFileWrongType)
  }
  return { bytes: Buffer.from(bytes), type }
}
