/**
 * What our React code uses of React, on preact's core: the shipped build resolves `react`,
 * `react-dom` and `react-dom/client` here (build.mjs, vitest.config.ts). preact/compat does the
 * same for every React API, and its whole prop and event layer comes into every page with it
 * (some 1.2 KiB gzip); this module keeps only the parts of that layer our components need or
 * could easily meet (README, Sizes). tests/shared/ui/react-on-preact.test.tsx holds each to
 * React's behaviour, and the React build (tests/e2e/react-build.test.ts) runs the same components
 * on React itself.
 *
 * Not here, as no component uses them (tests/architecture/imports.test.ts keeps it so): compat's
 * `px` added to a number in `style`, camelCase SVG attributes, `onDoubleClick`, a select's
 * `defaultValue` or `value` list, `defaultProps`, the event's `persist` and `nativeEvent`.
 */
import { options, render, type VNode } from 'preact'
import { useEffect, useLayoutEffect, useState } from 'preact/hooks'

export { Component, createContext, createPortal, Fragment } from 'preact'
export {
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'preact/hooks'

/** Input types whose React `onChange` is the DOM's "change", not "input". */
const CHANGE_TYPES = /fil|che|rad/

/** React's names for DOM events whose preact names differ: React's focus and blur bubble. */
const EVENT_NAMES: Record<string, string> = { onFocus: 'onfocusin', onBlur: 'onfocusout' }

/** React's `onChange` on a text field fires at every keystroke, as the DOM's "input" does. */
function reactEventName(type: string, name: string, inputType: unknown) {
  if (
    name === 'onChange' &&
    (type === 'textarea' || (type === 'input' && !CHANGE_TYPES.test(String(inputType))))
  )
    return 'oninput'
  return EVENT_NAMES[name] ?? name
}

const previousVNodeHook = options.vnode
options.vnode = (vnode: VNode) => {
  if (typeof vnode.type === 'string') {
    const props = vnode.props as Record<string, unknown>
    const renamed: Record<string, unknown> = {}
    for (const name in props) {
      const value = props[name]
      // React writes a bare `download` as download="": preact's "true" names the saved file "true".
      if (name === 'download' && value === true) renamed[name] = ''
      else renamed[name.startsWith('on') ? reactEventName(vnode.type, name, props.type) : name] = value
    }
    vnode.props = renamed as typeof vnode.props
  }
  previousVNodeHook?.(vnode)
}

/**
 * React's root (createRoot). Its first render empties the host element, as React's does: preact's own
 * would reuse elements the host held (a CMS placeholder, a widget's notice from before its
 * options were mended) and leave their text behind.
 */
export function createRoot(container: Element) {
  let first = true
  return {
    render(children: unknown) {
      if (first) container.textContent = ''
      first = false
      render(children as VNode, container)
    },
    unmount() {
      render(null, container)
    },
  }
}

type Snapshot<T> = { value: T; read: () => T }

const changed = <T>(snapshot: Snapshot<T>) => {
  try {
    return !Object.is(snapshot.value, snapshot.read())
  } catch {
    return true
  }
}

/** React's useSyncExternalStore, as preact/compat writes it (no server rendering here). */
export function useSyncExternalStore<T>(
  subscribe: (onChange: () => void) => () => void,
  read: () => T,
  _server?: () => T,
) {
  const value = read()
  const [{ snapshot }, forceUpdate] = useState({ snapshot: { value, read } as Snapshot<T> })
  useLayoutEffect(() => {
    snapshot.value = value
    snapshot.read = read
    if (changed(snapshot)) forceUpdate({ snapshot })
  }, [snapshot, value, read])
  useEffect(() => {
    if (changed(snapshot)) forceUpdate({ snapshot })
    return subscribe(() => {
      if (changed(snapshot)) forceUpdate({ snapshot })
    })
  }, [snapshot, subscribe])
  return value
}
