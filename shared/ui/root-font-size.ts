/**
 * Keeps the widgets' text at the visitor's size on a host page whose theme shrinks the root font
 * (`html { font-size: 62.5% }`, Bootstrap 3's 10px): the stylesheet's rem lengths are scaled by
 * `--pd-rem` (scripts/rem-scale.mjs), set here to the visitor's default text size, which the
 * `medium` keyword gives whatever the page did to <html>. Below 0.8 of it the root was shrunk on
 * purpose; a host that enlarges its root is followed, so the widgets match its text.
 */
export function keepTextSize(doc: Document = document): void {
  // A site that sets --pd-rem itself (README, Look and theme) has chosen the widgets' size.
  if (getComputedStyle(doc.documentElement).getPropertyValue('--pd-rem').trim()) return
  const probe = doc.body.appendChild(doc.createElement('pd-font-probe'))
  probe.style.fontSize = 'medium'
  const visitorSize = fontSizeOf(probe)
  probe.remove()
  if (fontSizeOf(doc.documentElement) < visitorSize * 0.8) {
    doc.documentElement.style.setProperty('--pd-rem', `${visitorSize}px`)
  }
}

const fontSizeOf = (el: Element) => Number.parseFloat(getComputedStyle(el).fontSize)
