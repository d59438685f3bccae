import { text } from '../../../shared/messages/text'
import { SafeLink } from '../../../shared/ui/safe-link'
import { useExamples } from '../example/state'
import { LoadState } from '../load-state'
import { accountTexts } from '../texts'

/** §2.1, §7.3: the first 4 items of my-account-example/, each name linked to its URL. */
export function ExampleScreen() {
  const loaded = useExamples()
  return (
    <section className="pd-account-screen" aria-labelledby="pd-account-heading">
      <h2 id="pd-account-heading">{text(accountTexts.exampleTitle)}</h2>
      <LoadState loaded={loaded}>
        {(items) =>
          items.length === 0 ? (
            <p>{text(accountTexts.noExamples)}</p>
          ) : (
            <ul>
              {items.slice(0, 4).map((item) => (
                <li key={item.cpPosts_url + item.cpPosts_name}>
                  <SafeLink href={item.cpPosts_url}>{item.cpPosts_name}</SafeLink>
                </li>
              ))}
            </ul>
          )
        }
      </LoadState>
    </section>
  )
}
