import { useRef } from 'react'
import { PROOF_FILE_TYPES } from '../../../shared/contract/login-manager'
import { text } from '../../../shared/messages/text'
import { Field } from '../../../shared/ui/field'
import { signUpTexts } from '../texts'

interface Props {
  file: File | null
  error: string | undefined
  onFile: (file: File | null) => void
  inputRef: (el: HTMLInputElement | null) => void
}

const ACCEPT = ['.pdf', '.jpg', '.jpeg', '.png', '.webp', ...PROOF_FILE_TYPES].join(',')

/** §2.11, §3.4: the optional proof-of-educator file, attached only when chosen (§5.7). */
export function ProofFileField({ file, error, onFile, inputRef }: Props) {
  const input = useRef<HTMLInputElement | null>(null)
  function remove() {
    if (input.current) {
      input.current.value = ''
      input.current.focus()
    }
    onFile(null)
  }
  return (
    <div className="pd-proof-file">
      <Field label={text(signUpTexts.proofFile)} error={error} hint={text(signUpTexts.proofFileHint)}>
        {(props) => (
          <input
            {...props}
            ref={(el) => {
              input.current = el
              inputRef(el)
            }}
            className="pd-input"
            type="file"
            name="teacherDetails_fileUpload"
            accept={ACCEPT}
            onChange={(event) => onFile(event.currentTarget.files?.[0] ?? null)}
          />
        )}
      </Field>
      {file ? (
        <button type="button" className="pd-link-button" onClick={remove}>
          {text(signUpTexts.removeFile)}
          <span className="pd-visually-hidden"> {file.name}</span>
        </button>
      ) : null}
    </div>
  )
}
