import * as v from 'valibot'
import { logProblem } from '../../shared/log'

const BlogPostSchema = v.object({
  link: v.string(),
  name: v.string(),
  date: v.optional(v.string(), ''),
  content: v.optional(v.string(), ''),
})
export type BlogPost = v.InferOutput<typeof BlogPostSchema>

const SELECTOR = 'script[type="application/json"][data-pd-blog-posts]'

/** The posts each element held when first mounted: mounting empties it (a page may mount it again). */
const readBefore = new WeakMap<HTMLElement, BlogPost[]>()

/**
 * §2.2: "how the page supplies the posts is not shown". Ours: a
 * `<script type="application/json" data-pd-blog-posts>` holding an array of
 * {link, name, date, content}, inside the widget element or anywhere on the page. Read before
 * mounting, because rendering replaces the element's children.
 */
export function readBlogPosts(el: HTMLElement): BlogPost[] {
  const script = el.querySelector(SELECTOR) ?? document.querySelector(SELECTOR)
  if (!script?.textContent) return readBefore.get(el) ?? []
  try {
    const parsed = v.safeParse(v.array(BlogPostSchema), JSON.parse(script.textContent))
    if (parsed.success) {
      readBefore.set(el, parsed.output)
      return parsed.output
    }
  } catch {
    // reported below
  }
  logProblem('account', 'the data-pd-blog-posts script is not an array of {link, name, date, content}')
  return []
}
