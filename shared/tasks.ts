/** Resolves in a later task, so the browser may paint and handle input in between. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}
