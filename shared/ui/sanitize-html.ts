import DOMPurify from 'dompurify'
import { safeUrl } from '../api/safe-url'
import * as messages from '../messages/messages'
import { text } from '../messages/text'

/**
 * Hardened profile: DOMPurify's defaults still let rich text draw a full-page overlay with a
 * password form over the host page, so forms, inputs, styles, SVG and MathML go, and so does
 * every style attribute.
 */
const FORBID_TAGS = [
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'style',
  'svg',
  'math',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'base',
  'link',
  'meta',
  'dialog',
  'template',
  'noscript',
]
const FORBID_ATTR = ['style', 'srcset', 'action', 'formaction', 'xlink:href', 'ping', 'target', 'srcdoc']

let purifier: ReturnType<typeof DOMPurify> | undefined

function getPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier
  purifier = DOMPurify(window)
  purifier.addHook('afterSanitizeAttributes', (node) => {
    for (const attribute of ['href', 'src']) {
      if (!node.hasAttribute(attribute)) continue
      const checked = safeUrl(node.getAttribute(attribute))
      if (checked === undefined) node.removeAttribute(attribute)
      else node.setAttribute(attribute, checked)
    }
    dropWidgetNames(node)
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank')
      node.setAttribute('rel', 'noopener noreferrer')
      node.setAttribute('aria-description', text(messages.opensInNewTab))
    }
  })
  return purifier
}

/**
 * Our own class and id names are not the rich text's to use: with `pd-alerts pd-alert-error` a
 * description drew a fixed banner, just like the site's alerts, over the whole page; an id of
 * ours would take the place of a widget's own label.
 */
function dropWidgetNames(node: Element): void {
  for (const name of Array.from(node.classList)) if (name.startsWith('pd-')) node.classList.remove(name)
  if (node.classList.length === 0) node.removeAttribute('class')
  if (node.id.startsWith('pd-')) node.removeAttribute('id')
}

/**
 * Sanitizes server HTML (descriptions, blog posts, survey labels, search snippets). Where the
 * browser has Trusted Types, the result is TrustedHTML from DOMPurify's own policy, so the bundle
 * runs on pages that require Trusted Types (CSP `trusted-types dompurify`).
 */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, {
    RETURN_TRUSTED_TYPE: hasTrustedTypes(),
    FORBID_TAGS,
    FORBID_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    USE_PROFILES: { html: true },
  }) as string
}

function hasTrustedTypes(): boolean {
  return typeof window !== 'undefined' && 'trustedTypes' in window
}
