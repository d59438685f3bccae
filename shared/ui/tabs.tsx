import { type ReactNode, useRef, useState } from 'react'
import { useDomId } from './use-dom-id'

export interface TabItem {
  id: string
  label: string
  content: ReactNode
}

/**
 * The tab a key moves to in a row of `count` tabs (WAI-ARIA tabs: the arrows wrap, Home and End
 * jump), or undefined for any other key.
 */
export function tabKeyTarget(key: string, index: number, count: number): number | undefined {
  const moves: Record<string, number> = {
    ArrowRight: (index + 1) % count,
    ArrowLeft: (index - 1 + count) % count,
    Home: 0,
    End: count - 1,
  }
  return moves[key]
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys move between tabs, Home and End jump,
 * only the selected tab is in the tab order.
 */
export function Tabs({ tabs, label, initial }: { tabs: TabItem[]; label: string; initial?: string }) {
  const baseId = useDomId()
  const [selected, setSelected] = useState(initial ?? tabs[0]?.id)
  const refs = useRef<Record<string, HTMLButtonElement | null>>({})

  function onKeyDown(event: React.KeyboardEvent, index: number) {
    const target = tabKeyTarget(event.key, index, tabs.length)
    const tab = target === undefined ? undefined : tabs[target]
    if (!tab) return
    event.preventDefault()
    setSelected(tab.id)
    refs.current[tab.id]?.focus()
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
