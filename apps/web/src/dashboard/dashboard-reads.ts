import type { StartReads } from '../app/screen-route';
import { fetchDashboardStatus, fetchProfile } from '../athlete-data/api';
import { athleteKeys } from '../athlete-data/queries';
import { fetchOutlook, planKeys } from '../workout/plan-api';

export const dashboardStatusKey = ['dashboard-status'] as const;

/** States with no plan to show: it is being built, it failed, there is no goal, or no subscription. */
export const WITHOUT_PLAN = new Set(['plangeneration', 'error', 'userneedsgoal', 'subscribe']);

/**
 * The dashboard's reads at an app start on it (issue 17): today's status and the profile (units)
 * beside the identity, then this week's outlook as soon as the status says which week, while the
 * page's chunk is still on its way. The page's queries use the same keys and calls.
 */
export const startDashboardReads: StartReads = (client, { athleteId }) => {
  void client.prefetchQuery({
    queryKey: athleteKeys.profile(athleteId),
    queryFn: () => fetchProfile(athleteId),
  });
  const status = client.fetchQuery({ queryKey: dashboardStatusKey, queryFn: () => fetchDashboardStatus() });
  // The dates come with the page's chunk, never with the main one.
  void Promise.all([status, import('@tricoach/core/dates'), import('../athlete-data/dates')])
    .then(([data, { startOfWeek }, { todayIso }]) => {
      if (WITHOUT_PLAN.has(data.status)) return;
      const from = startOfWeek(data.today ?? todayIso());
      return client.prefetchQuery({ queryKey: planKeys.outlook(from), queryFn: () => fetchOutlook(from) });
    })
    .catch(() => undefined); // the page's own queries show the failure
};
