import * as v from 'valibot'
import * as messages from '../messages/messages'
import { defineCall } from './define-call'
import { AddressFormSchema, EmailSchema, ExampleItemSchema, RequiredText, SchoolSchema } from './schemas'

/** §7.3: other user data lives under this path. */
export const USER_API_BASE = '/aaa-content/user/api/'

/** §3.10: the spec does not list the contact form's fields; these four are ours (documented). */
export const ContactFormSchema = v.object({
  name: RequiredText(120),
  email: EmailSchema,
  subject: RequiredText(200),
  message: RequiredText(5000),
})

export const sendContactRequest = defineCall({
  name: 'sendContactRequest',
  method: 'post',
  path: `${USER_API_BASE}contactRequests/send/`,
  bodyKind: 'json',
  body: v.object({ contactForm: ContactFormSchema }),
  info: v.unknown(),
  defaultError: messages.defaultError,
  readOnly: false,
})

export const subscribeBlog = defineCall({
  name: 'subscribeBlog',
  method: 'post',
  path: `${USER_API_BASE}subscriptions/blog/`,
  bodyKind: 'json',
  body: v.object({ subscribeForm: v.object({ subscriptions_email: EmailSchema }) }),
  info: v.unknown(),
  defaultError: messages.defaultError,
  readOnly: false,
})

/**
 * §7.3 says newsletter subscribe raises an internal event carrying {email} and that the call it
 * leads to is not shown. This is the call we define for it, beside the blog subscription.
 */
export const subscribeNewsletter = defineCall({
  name: 'subscribeNewsletter',
  method: 'post',
  path: `${USER_API_BASE}subscriptions/newsletter/`,
  bodyKind: 'json',
  body: v.object({ email: EmailSchema }),
  info: v.unknown(),
  defaultError: messages.defaultError,
  readOnly: false,
})

export const savePersonalAddress = defineCall({
  name: 'savePersonalAddress',
  method: 'post',
  path: `${USER_API_BASE}user/user-personal-address/`,
  bodyKind: 'json',
  body: v.object({ addressForm: AddressFormSchema }),
  info: v.unknown(),
  defaultError: messages.defaultError,
  readOnly: false,
})

const ReferralTextSchema = v.object({ subject: v.string(), message: v.string() })

export const getReferralDefaults = defineCall({
  name: 'getReferralDefaults',
  method: 'get',
  path: `${USER_API_BASE}refer/get/`,
  bodyKind: 'none',
  body: undefined,
  info: ReferralTextSchema,
  defaultError: messages.referDefaultsFailed,
  readOnly: true,
})

export const sendReferral = defineCall({
  name: 'sendReferral',
  method: 'post',
  path: `${USER_API_BASE}mail/test.php`,
  bodyKind: 'json',
  body: v.object({
    subject: RequiredText(200),
    message: RequiredText(5000),
    emails: v.pipe(v.array(v.object({ email: EmailSchema })), v.minLength(1), v.maxLength(3)),
  }),
  info: ReferralTextSchema,
  defaultError: messages.referFailed,
  readOnly: false,
})

export const findSchoolsByZip = defineCall({
  name: 'findSchoolsByZip',
  method: 'get',
  path: `${USER_API_BASE}nces/zip.php`,
  bodyKind: 'none',
  body: undefined,
  query: ['zip'],
  info: v.array(SchoolSchema),
  defaultError: messages.schoolLookupFailed,
  readOnly: true,
})

export const getAccountExample = defineCall({
  name: 'getAccountExample',
  method: 'post',
  path: `${USER_API_BASE}my-account-example/`,
  bodyKind: 'json',
  body: v.object({}),
  info: v.array(ExampleItemSchema),
  defaultError: messages.defaultError,
  readOnly: true,
})

/** §7.5: relative to the app's API base, which is empty (§9), so it is root-relative. */
export const viewProjects = defineCall({
  name: 'viewProjects',
  method: 'post',
  path: '/projects/crud/',
  bodyKind: 'json',
  body: v.object({ method: v.literal('view') }),
  info: v.object({ projects: v.record(v.string(), v.unknown()) }),
  defaultError: messages.projectsDefault,
  readOnly: true,
})
