// The catalogue's Copy buttons: each copies the tag shown beside it and says so in a polite live region.
const status = document.getElementById('catalogue-copy-status')

for (const button of document.querySelectorAll('button.catalogue-copy')) {
  button.addEventListener('click', async () => {
    const code = button.closest('.catalogue-tag')?.querySelector('code')
    if (!code || !status) return
    try {
      await navigator.clipboard.writeText(code.textContent ?? '')
      status.textContent = ''
      // A fresh text each time, so a second copy of the same tag is announced again.
      setTimeout(() => {
        status.textContent = 'Copied'
      }, 50)
    } catch {
      status.textContent = 'Copying failed: select the tag and copy it by hand'
    }
  })
}
