// The camp office's side of the forms on this demo page. The camp-form widget hands a form's answers
// to its page (pd:camp-form-submit, detail {model, answers}) and sends nothing itself: a real camp
// site passes them to its own system here. The demo lists what it received, so nothing claims to be
// sent that went nowhere.
const received = document.getElementById('camp-office-received')
const list = received?.querySelector('ul')

document.addEventListener('pd:camp-form-submit', (event) => {
  if (!received || !list) return
  const { answers } = event.detail
  const form = event.target.closest('section')?.querySelector('h2')?.textContent ?? event.detail.model
  const given = Object.values(answers).filter((value) => value !== '').length
  const item = document.createElement('li')
  const time = new Date().toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' })
  item.textContent = `${form}: ${given} answers received at ${time}`
  list.append(item)
  received.hidden = false
})
