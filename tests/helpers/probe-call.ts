import * as v from 'valibot'
import { defineCall } from '../../shared/contract/define-call'

/** A call that changes data, for checks of how the client reads hand-made answers. */
export const probeCall = defineCall({
  name: 'probe',
  method: 'post',
  path: '/aaa-content/user/api/events/get-event/',
  bodyKind: 'json',
  body: v.object({ id: v.string() }),
  info: v.object({ n: v.number() }),
  defaultError: 'Probe default',
  readOnly: false,
})
