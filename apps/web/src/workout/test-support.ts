import type { PlannedSessionSummary } from './plan-api';

/** Test-only: a planned one-hour easy run on `date`, with whatever else a test sets. */
export const buildSessionSummary = (
  over: Partial<PlannedSessionSummary> & Pick<PlannedSessionSummary, 'date'>,
): PlannedSessionSummary => ({
  id: 'x',
  sport: 'run',
  isMultisport: false,
  focus: 'Endurance',
  title: 'Easy run',
  phase: 'Foundation',
  duration: 3600,
  distance: 10000,
  load: 40,
  isKey: false,
  isHard: false,
  status: 'planned',
  ...over,
});
