// The account area's screen lives in the address's #!/ part, which the server never sees, so the
// language link it writes (the footer's "Español", the Spanish header's "English") leads to the
// other language's first screen. A site's language switch keeps the screen by carrying the hash
// into the links to the other language's account page, kept in the link itself, so a click, a
// new tab and a copied link all keep it. Other links, and their own #anchors, are left alone.
function carryScreen() {
  for (const link of document.querySelectorAll('a[hreflang]')) {
    if (!/\/account\/$/.test(link.pathname)) continue
    link.hash = location.hash.startsWith('#!/') ? location.hash : ''
  }
}

carryScreen()
addEventListener('hashchange', carryScreen)
// An address changed without a hashchange (history.replaceState) is read again at the click.
addEventListener('click', carryScreen, true)
