import type { IsoDate } from '../dates/index';
import type { Sport } from '../model/index';

export interface MatchCandidate {
  id: string;
  date: IsoDate;
  sport: Sport;
  /** Planned seconds. */
  duration: number;
  status: string;
}

/**
 * The planned session a completed workout fulfils: same sport, same day, not skipped and not
 * done already; of several, the one whose planned duration is closest to what was done
 * (a morning easy run and an evening long run are told apart by their length).
 */
export function matchPlannedSession(
  candidates: readonly MatchCandidate[],
  workout: { sport: Sport; date: IsoDate; durationSeconds: number },
  alreadyCompletedIds: ReadonlySet<string>,
): string | null {
  let best: MatchCandidate | null = null;
  for (const candidate of candidates) {
    if (candidate.sport !== workout.sport || candidate.date !== workout.date) continue;
    if (candidate.status === 'skipped' || alreadyCompletedIds.has(candidate.id)) continue;
    if (
      !best ||
      Math.abs(candidate.duration - workout.durationSeconds) <
        Math.abs(best.duration - workout.durationSeconds)
    ) {
      best = candidate;
    }
  }
  return best?.id ?? null;
}
