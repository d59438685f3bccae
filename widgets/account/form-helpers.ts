/** Moves focus to the first invalid control of a form after a failed submit. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
}

export type Errors<K extends string> = Partial<Record<K, string>>

export const hasErrors = (errors: Record<string, string | undefined>) => Object.values(errors).some(Boolean)
