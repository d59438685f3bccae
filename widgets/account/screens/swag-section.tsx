import { useEffect, useRef, useState } from 'react'
import { MAX_LENGTH } from '../../../shared/contract/field-limits'
import type { User } from '../../../shared/contract/schemas'
import * as messages from '../../../shared/messages/messages'
import { text } from '../../../shared/messages/text'
import { Field, withoutError } from '../../../shared/ui/field'
import { type Feedback, FormFeedback, useFailureFeedback } from '../../../shared/ui/form-feedback'
import { useFocusFirstInvalid } from '../../../shared/ui/use-focus-first-invalid'
import { useFocusKeptWhileBusy } from '../../../shared/ui/use-focus-kept-while-busy'
import { type Errors, hasErrors } from '../form-helpers'
import type { Address, AddressKey } from '../profile/api'
import { saveSwagAddress } from '../profile/state'
import { ADDRESS_STATES } from '../state-options'
import { StateSelect } from '../state-select'
import { accountTexts } from '../texts'

type Key = AddressKey

/** The contract's AddressFormSchema limits, so a long line is stopped while typed (§3.7). */
const ADDRESS_MAX_LENGTH: Partial<Record<Key, number>> = {
  personal_address1: MAX_LENGTH.addressLine,
  personal_address2: MAX_LENGTH.addressLine,
  personal_city: MAX_LENGTH.city,
  personal_zip: MAX_LENGTH.zip,
}

function savedAddress(user: User): Address {
  const extras = user.extras ?? {}
  return {
    personal_address1: extras.personal_address1 ?? '',
    personal_address2: extras.personal_address2 ?? '',
    personal_city: extras.personal_city ?? '',
    personal_state: extras.personal_state ?? '',
    personal_zip: extras.personal_zip ?? '',
  }
}

/** The §5.3 choices whose addresses are outside the US postal system, and so have any postcode. */
const NON_US = new Set(['Intl', 'Oth'])

/**
 * §5.3: line 1, city, state and zip are required; line 2 is optional. The gifts go by post: a US
 * address's zip is 5 digits or ZIP+4, which catches a Massachusetts 02134 that lost its 0.
 */
export function addressErrors(address: Address): Errors<Key> {
  const required = (key: Key) => (address[key].trim() === '' ? text(accountTexts.required) : undefined)
  const zip = address.personal_zip.trim()
  const usZip = !NON_US.has(address.personal_state) && zip !== '' && !/^\d{5}(-\d{4})?$/.test(zip)
  return {
    personal_address1: required('personal_address1'),
    personal_city: required('personal_city'),
    personal_state: required('personal_state'),
    personal_zip: required('personal_zip') ?? (usZip ? text(accountTexts.zipInvalid) : undefined),
  }
}

function AddressView({
  address,
  saved,
  onEdit,
  focusEdit,
}: {
  address: Address
  saved: Feedback | undefined
  onEdit: () => void
  /** Back from the form (saved or cancelled): the button that opened it takes the focus again. */
  focusEdit: boolean
}) {
  const editButton = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (focusEdit) editButton.current?.focus()
  }, [focusEdit])
  const named = ADDRESS_STATES.find(([code]) => code === address.personal_state)?.[1]
  const state = named ? text(named) : address.personal_state
  return (
    <div>
      <h4>{text(accountTexts.savedAddress)}</h4>
      <address className="pd-account-address">
        {address.personal_address1}
        <br />
        {address.personal_address2 ? (
          <>
            {address.personal_address2}
            <br />
          </>
        ) : null}
        {address.personal_city}, {state} {address.personal_zip}
      </address>
      <button ref={editButton} type="button" className="pd-button pd-button-secondary" onClick={onEdit}>
        {text(messages.editAddress)}
      </button>
      <FormFeedback feedback={saved} />
    </div>
  )
}

interface AddressFormProps {
  user: User
  onSaved: (saved: Feedback) => void
  onCancel: () => void
  /** Opened by Edit Address: its first field takes the focus (the button that had it is gone). */
  focusFirst: boolean
}

function AddressForm({ user, onSaved, onCancel, focusFirst }: AddressFormProps) {
  const [address, setAddress] = useState(() => savedAddress(user))
  const [errors, setErrors] = useState<Errors<Key>>({})
  const [busy, setBusy] = useState(false)
  useFocusKeptWhileBusy(busy)
  const { failure, showFailure, clearFailure } = useFailureFeedback()
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid()
  // biome-ignore lint/correctness/useExhaustiveDependencies: on opening only
  useEffect(() => {
    if (focusFirst) formRef.current?.querySelector<HTMLElement>('input, select')?.focus()
  }, [])
  const set = (key: Key) => (value: string) => {
    setAddress((previous) => ({ ...previous, [key]: value }))
    setErrors(withoutError(key))
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    clearFailure()
    const found = addressErrors(address)
    setErrors(found)
    if (hasErrors(found)) return focusFirstInvalid()
    setBusy(true)
    const result = await saveSwagAddress(user, address)
    if (result.type === 'success') return onSaved(result)
    showFailure(result.text, formRef.current)
    setBusy(false)
  }

  const input = (key: Key, autoComplete: string) => (control: Record<string, unknown>) => (
    <input
      className="pd-input"
      type="text"
      autoComplete={autoComplete}
      maxLength={ADDRESS_MAX_LENGTH[key]}
      {...control}
      value={address[key]}
      onInput={(event) => set(key)(event.currentTarget.value)}
    />
  )

  return (
    <form ref={formRef} className="pd-form" noValidate onSubmit={submit} onInput={clearFailure}>
      <Field label={text(accountTexts.addressLine1)} error={errors.personal_address1} required>
        {input('personal_address1', 'address-line1')}
      </Field>
      <Field label={text(accountTexts.addressLine2)}>{input('personal_address2', 'address-line2')}</Field>
      <Field label={text(accountTexts.addressCity)} error={errors.personal_city} required>
        {input('personal_city', 'address-level2')}
      </Field>
      <Field label={text(accountTexts.addressState)} error={errors.personal_state} required>
        {(control) => (
          <StateSelect
            options={ADDRESS_STATES}
            value={address.personal_state}
            onChange={set('personal_state')}
            control={control}
          />
        )}
      </Field>
      <Field label={text(accountTexts.addressZip)} error={errors.personal_zip} required>
        {input('personal_zip', 'postal-code')}
      </Field>
      <div className="pd-account-actions">
        <button type="button" className="pd-button pd-button-secondary" onClick={onCancel}>
          {text(messages.cancel)}
        </button>
        <button type="submit" className="pd-button" disabled={busy}>
          {text(messages.saveAddress)}
        </button>
        <FormFeedback feedback={failure} />
      </div>
    </form>
  )
}

/** §2.8, §4.6 Get Swag: the saved address with Edit Address, or the address form. */
export function SwagSection({ user }: { user: User }) {
  const [editing, setEditing] = useState(false)
  // The form was opened or closed here (not the screen's first view): focus follows the switch.
  const [switched, setSwitched] = useState(false)
  const [saved, setSaved] = useState<Feedback>()
  // §2.8 gives the form Cancel "when there is no address or while editing": with none saved yet,
  // Cancel empties what was typed (a new form, whose first field takes the focus).
  const [cleared, setCleared] = useState(0)
  const edit = () => {
    setSaved(undefined)
    setEditing(true)
    setSwitched(true)
  }
  const address = savedAddress(user)
  const hasAddress = address.personal_address1 !== ''
  return (
    <section className="pd-account-section pd-card" aria-labelledby="pd-account-swag">
      <h3 id="pd-account-swag">{text(messages.getSwag)}</h3>
      <p>{text(accountTexts.swagIntro)}</p>
      {hasAddress && !editing ? (
        <AddressView address={address} saved={saved} onEdit={edit} focusEdit={switched} />
      ) : (
        <AddressForm
          key={`${editing}:${cleared}`}
          focusFirst={editing || cleared > 0}
          user={user}
          onSaved={(feedback) => {
            setSaved(feedback)
            setEditing(false)
            setSwitched(true)
          }}
          onCancel={hasAddress ? () => setEditing(false) : () => setCleared((count) => count + 1)}
        />
      )}
      <p className="pd-hint">{text(accountTexts.noPoBoxes)}</p>
      <p className="pd-hint">{text(accountTexts.swagShipping)}</p>
    </section>
  )
}
