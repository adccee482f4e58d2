import type { Sport } from '../model/index';
import type { Intensity } from '../zones/intensity';
import { capIntensity } from '../zones/intensity';
import type { ReadinessReason } from './assess';
import type { ReadinessDay } from './check-in';
import {
  FATIGUE_LEVELS,
  MOOD_LEVELS,
  SLEEP_LEVELS,
  STRESS_LEVELS,
  answerIndex,
  sorenessIndex,
} from './check-in';

/**
 * Questionnaire, after Hooper & Mackinnon 1995 (fatigue, stress, sleep, soreness ratings) and
 * Saw et al. 2016 (subjective measures react to load earlier than objective ones). Each item
 * scores 0 for its three better answers and 1 or 2 for the two worse; any point means take
 * care, 3 points skip, 6 points (three items at their worst) rest.
 */
export function questionnaireReasons(entries: readonly ReadinessDay[]): ReadinessReason[] {
  const entry = entries.at(-1);
  if (!entry) return [];
  const items = [
    { code: 'FATIGUE', index: answerIndex(FATIGUE_LEVELS, entry.fatigue), message: 'You feel fatigued.' },
    { code: 'STRESS', index: answerIndex(STRESS_LEVELS, entry.stress), message: 'You feel stressed.' },
    { code: 'SLEEP', index: answerIndex(SLEEP_LEVELS, entry.sleep), message: 'You slept poorly.' },
    { code: 'MOOD', index: answerIndex(MOOD_LEVELS, entry.mood), message: 'Your mood is low.' },
  ] as const;
  const reasons: ReadinessReason[] = [];
  let score = 0;
  for (const item of items) {
    const points = Math.max(0, (item.index ?? 0) - 2);
    score += points;
    if (points > 0)
      reasons.push({ code: item.code, source: 'questionnaire', level: 1, message: item.message });
  }
  if (score >= 6) {
    reasons.push({
      code: 'WELLNESS_VERY_LOW',
      source: 'questionnaire',
      level: 3,
      message: 'Your answers add up to a day for rest.',
    });
  } else if (score >= 3) {
    reasons.push({
      code: 'WELLNESS_LOW',
      source: 'questionnaire',
      level: 2,
      message: 'Your answers say today is not a day for hard work.',
    });
  }
  return reasons;
}

/**
 * Sore muscles protect the sports that load them: legs → run and bike; arms and shoulders →
 * swim and strength; core → strength. Moderate soreness keeps those sports at endurance at
 * most; severe soreness at recovery and makes the day a take-care day.
 */
export function sorenessReasons(entries: readonly ReadinessDay[]): {
  reasons: ReadinessReason[];
  caps: Partial<Record<Sport, Intensity>>;
} {
  const soreness = entries.at(-1)?.soreness;
  const caps: Partial<Record<Sport, Intensity>> = {};
  const reasons: ReadinessReason[] = [];
  if (!soreness) return { reasons, caps };
  const regions = [
    { code: 'SORE_LEGS', index: sorenessIndex(soreness.legs), sports: ['run', 'bike'], part: 'legs are' },
    {
      code: 'SORE_ARMS_SHOULDERS',
      index: sorenessIndex(soreness.armsShoulders),
      sports: ['swim', 'strength'],
      part: 'arms and shoulders are',
    },
    { code: 'SORE_CORE', index: sorenessIndex(soreness.core), sports: ['strength'], part: 'core is' },
  ] as const;
  for (const region of regions) {
    if (region.index < 2) continue;
    const cap: Intensity = region.index >= 3 ? 'recovery' : 'endurance';
    for (const sport of region.sports) caps[sport] = capIntensity(caps[sport] ?? cap, cap);
    reasons.push({
      code: region.code,
      source: 'soreness',
      level: region.index >= 3 ? 1 : 0,
      message:
        region.index >= 3
          ? `Your ${region.part} very sore: easy ${region.sports.join(' and ')} only.`
          : `Your ${region.part} sore: no hard ${region.sports.join(' or ')} today.`,
    });
  }
  return { reasons, caps };
}
