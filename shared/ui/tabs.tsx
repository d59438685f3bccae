import { type ReactNode, useRef, useState } from 'react'
import { useDomId } from './use-dom-id'

export interface TabItem {
  id: string
  label: string
  content: ReactNode
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys move between tabs, Home and End jump,
 * only the selected tab is in the tab order.
 */
export function Tabs({ tabs, label, initial }: { tabs: TabItem[]; label: string; initial?: string }) {
  const baseId = useDomId()
  const [selected, setSelected] = useState(initial ?? tabs[0]?.id)
  const refs = useRef<Record<string, HTMLButtonElement | null>>({})

  function select(index: number) {
    const tab = tabs[(index + tabs.length) % tabs.length]
    if (!tab) return
    setSelected(tab.id)
    refs.current[tab.id]?.focus()
  }

  function onKeyDown(event: React.KeyboardEvent, index: number) {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    }
    const target = moves[event.key]
    if (target === undefined) return
    event.preventDefault()
    select(target)
  }

  return (
    <div className="pd-tabs">
      <div role="tablist" aria-label={label} className="pd-tablist">
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              refs.current[tab.id] = element
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            aria-selected={selected === tab.id}
            aria-controls={`${baseId}-panel-${tab.id}`}
            tabIndex={selected === tab.id ? 0 : -1}
            className="pd-tab"
            onClick={() => setSelected(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={selected !== tab.id}
          tabIndex={0}
          className="pd-tabpanel"
        >
          {selected === tab.id ? tab.content : null}
        </div>
      ))}
    </div>
  )
}
