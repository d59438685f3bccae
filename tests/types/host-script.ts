/**
 * A host page's own script, written as a CMS developer would against dist/pd-widgets.d.ts only
 * (tests/types/host-types.test.ts compiles it; the project's tsconfig leaves it out, since there
 * the source's own types are in force).
 */
const el = document.createElement('div')
document.body.append(el)

const handle = await window.PDWidgets?.mount(el, 'event-registration', { eventId: '101' })
handle?.unmount()
await window.PDWidgets?.mount(el, 'camp-form', { model: 'dorm-info' })
await window.PDWidgets?.mountAll()

document.addEventListener('pd:registered', (event) => {
  const ticketId: string = event.detail.ticketId
  console.log(`registered for ${event.detail.eventId}: ${ticketId}`)
})
document.addEventListener('pd:ready', (event) => {
  const names: string[] = event.detail.widgets
  console.log(names.join(', '))
})
document.addEventListener('pd:login', (event) => {
  const fromOtherTab: boolean = event.detail.fromOtherTab
  console.log(fromOtherTab)
})
el.addEventListener('pd:registered', (event) => console.log(event.detail.eventId))

export {}
