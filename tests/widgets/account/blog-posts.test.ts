import { describe, expect, it } from 'vitest'
import { readBlogPosts } from '../../../widgets/account/blog-posts'

const POSTS = [{ link: '/blog/budgets/', name: 'Budgets that stick', date: 'Nov 2', content: 'Three ideas.' }]

describe("the dashboard's blog posts (§2.2)", () => {
  it('reads them from the widget element once more after a mount has emptied it (unmount, then mountAll)', () => {
    const el = document.createElement('div')
    el.innerHTML = `<script type="application/json" data-pd-blog-posts>${JSON.stringify(POSTS)}</script>`
    document.body.append(el)
    expect(readBlogPosts(el)).toEqual(POSTS)
    el.replaceChildren()
    expect(readBlogPosts(el)).toEqual(POSTS)
    expect(readBlogPosts(document.createElement('div'))).toEqual([])
  })
})
