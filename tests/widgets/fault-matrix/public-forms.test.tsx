import { fireEvent, screen } from '@testing-library/preact'
import { expect } from 'vitest'
import {
  getReferralDefaults,
  sendContactRequest,
  sendReferral,
  subscribeBlog,
  subscribeNewsletter,
} from '../../../shared/contract/user-data'
import { logIn } from '../../../shared/session/session-store'
import { mount as mountBlogSubscribe } from '../../../widgets/blog-subscribe/entry'
import { mount as mountContact } from '../../../widgets/contact/entry'
import { mount as mountNewsletter } from '../../../widgets/newsletter/entry'
import { mount as mountRefer } from '../../../widgets/refer/entry'
import { DEMO_PASSWORD } from '../../helpers/widget-server'
import { faultMatrix, type MatrixContext, type MatrixRow, type } from './fault-kit'

const DEFAULT_ERROR = 'There was an issue. Feel free to try again.'

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }))
const enabled = (name: string) =>
  expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(false)

async function subscribeForm(context: MatrixContext, widget: typeof mountNewsletter, label: string) {
  context.mount(widget)
  fireEvent.input(await screen.findByLabelText(label), { target: { value: 'reader@example.org' } })
}

async function referForm() {
  await screen.findByLabelText('Teacher email 1')
  type('Teacher email 1', 'ana@school.org')
  type('Teacher email 2', 'ben@school.org')
  type(/^Subject/, 'Come and see')
  type(/^Message/, 'Free PD for us both.')
}

const rows: MatrixRow[] = [
  {
    call: sendContactRequest,
    via: 'the contact form, Send message',
    prepare: async (context) => {
      context.mount(mountContact)
      await screen.findByLabelText(/^Your name/)
      type(/^Your name/, 'Ada Teacher')
      type(/^Email address/, 'ada@example.org')
      type(/^Subject/, 'Workshop')
      type(/^Message/, 'Do you run workshops in Fresno?')
    },
    act: () => click('Send message'),
    button: () => screen.getByRole('button', { name: 'Send message' }),
    message: DEFAULT_ERROR,
    form: true,
    stillShown: () => enabled('Send message'),
    succeeded: async () => {
      expect(await screen.findByText('Thank you, your message has been sent.')).toBeTruthy()
    },
  },
  {
    call: subscribeBlog,
    via: 'the blog subscription form, Subscribe to the blog',
    prepare: (context) => subscribeForm(context, mountBlogSubscribe, 'Email address for the blog'),
    act: () => click('Subscribe to the blog'),
    button: () => screen.getByRole('button', { name: 'Subscribe to the blog' }),
    message: DEFAULT_ERROR,
    form: true,
    stillShown: () => enabled('Subscribe to the blog'),
    succeeded: async () => {
      expect(await screen.findByText('Thanks for subscribing!')).toBeTruthy()
    },
  },
  {
    call: subscribeNewsletter,
    via: 'the newsletter form, Subscribe',
    prepare: (context) => subscribeForm(context, mountNewsletter, 'Email address'),
    act: () => click('Subscribe'),
    button: () => screen.getByRole('button', { name: 'Subscribe' }),
    message: DEFAULT_ERROR,
    form: true,
    stillShown: () => enabled('Subscribe'),
    succeeded: async () => {
      expect(await screen.findByText('Thanks for subscribing!')).toBeTruthy()
    },
  },
  {
    call: getReferralDefaults,
    via: 'the refer widget, on load',
    prepare: async () => {
      await logIn('verified@example.org', DEMO_PASSWORD)
    },
    act: (context) => {
      context.mount(mountRefer)
    },
    // §2.9: the stock promotional default is used instead.
    message: 'There was an error, feel free to try again!',
    stillShown: async () => {
      expect(await screen.findByLabelText('Teacher email 1')).toBeTruthy()
      expect(screen.getByLabelText(/^Subject/)).toHaveProperty(
        'value',
        'Join me on FinLit: free personal finance PD for teachers',
      )
      enabled('Send invitations')
    },
  },
  {
    call: sendReferral,
    via: 'the refer widget, Send invitations',
    prepare: async (context) => {
      await logIn('verified@example.org', DEMO_PASSWORD)
      context.mount(mountRefer)
      await referForm()
    },
    act: () => click('Send invitations'),
    button: () => screen.getByRole('button', { name: 'Send invitations' }),
    message: 'There was an error, feel free to try again',
    form: true,
    stillShown: () => enabled('Send invitations'),
  },
]

faultMatrix('public forms', rows)
