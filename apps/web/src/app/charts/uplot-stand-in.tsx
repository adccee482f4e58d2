/**
 * Test-only: happy-dom has no canvas, so `vi.mock('…/UPlotChart', …)` puts this in the chart's
 * place: its label, and what `describe` says of the data it got (say, how many days).
 */
export function uplotStandIn(describe: (data: number[][]) => string) {
  return {
    darkAxis: () => ({}),
    UPlotChart: ({ label, data }: { label: string; data: number[][] }) => (
      <div role="img" aria-label={label}>
        {describe(data)}
      </div>
    ),
  };
}
