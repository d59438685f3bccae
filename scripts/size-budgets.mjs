/**
 * The size budgets of size-budgets.json against a size report (dist/size-report.json): a list of
 * misses, one line each, empty when every figure is within its budget. build.mjs fails on any.
 * A widget's own entry under `widgets` wins over `widgetFullLoad`, the budget of any widget.
 *
 * @param {{ loader: { gzip: number }, runtime: { gzip: number }, widgets: Record<string, { gzip: number }> }} report
 * @param {{ loader?: number, runtime?: number, widgetFullLoad?: number, widgets?: Record<string, number> }} budgets
 * @returns {string[]}
 */
export function checkBudgets(report, budgets) {
  const misses = []
  const check = (label, gzip, limit) => {
    if (limit !== undefined && gzip > limit) misses.push(`${label}: ${gzip} B gzip > budget ${limit} B`)
  }
  check('loader', report.loader.gzip, budgets.loader)
  check('runtime', report.runtime.gzip, budgets.runtime)
  for (const [name, size] of Object.entries(report.widgets)) {
    check(`widget ${name} (full load)`, size.gzip, budgets.widgets?.[name] ?? budgets.widgetFullLoad)
  }
  return misses
}
