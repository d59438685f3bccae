export interface SizeFigures {
  loader: { gzip: number }
  runtime: { gzip: number }
  widgets: Record<string, { gzip: number }>
}

export interface SizeBudgets {
  loader?: number
  runtime?: number
  widgetFullLoad?: number
  widgets?: Record<string, number>
}

export function checkBudgets(report: SizeFigures, budgets: SizeBudgets): string[]
