import { screen } from '@testing-library/preact'
import { expect } from 'vitest'
import { listEvents } from '../../../shared/contract/events'
import { mount as mountEventList } from '../../../widgets/event-list/entry'
import { faultMatrix, type MatrixRow } from './fault-kit'

const rows: MatrixRow[] = [
  {
    call: listEvents,
    via: 'events list, on load',
    act: (context) => {
      context.mount(mountEventList, {})
    },
    message: 'There was an issue. Feel free to try again.',
    stillShown: async () => {
      expect(await screen.findByText('The events could not be loaded.')).toBeTruthy()
      expect((screen.getByRole('button', { name: 'Try again' }) as HTMLButtonElement).disabled).toBe(false)
    },
  },
]

faultMatrix('the events list', rows)
