import type { IsoDate } from '../dates/index';
import { shiftDate } from './day-math';
import type { EnduranceSport, Sport } from '../model/index';
import type { RaceGoal, RaceType } from '../model/athlete';
import type { PhaseSpan, PlannedSession, TrainingPhase } from '../model/plan-types';
import { assembleSession, fitDraft, type SessionEnvironment } from './session-factory';
import { MINUTE } from './workout-steps';
import type { AthleteLevel, WorkoutContext, WorkoutDraft, WorkoutKind } from './workout-types';
import { buildBikeWorkout } from './workouts-bike';
import { buildRunWorkout } from './workouts-run';
import { buildSwimWorkout } from './workouts-swim';
import { buildStrengthWorkout } from './workouts-strength';
import { buildBrick, buildPerformanceTest, buildRaceSession } from './workouts-special';

export interface SlotState {
  index: number;
  duration: number;
  /** Sports the slot offers on that day, after injury and pause exclusions. */
  sports: Set<Sport>;
  used: boolean;
}

export interface DayState {
  date: IsoDate;
  dayNumber: number;
  span: PhaseSpan;
  slots: SlotState[];
  /** Mini-taper, post-race and off days: nothing above endurance. */
  easyOnly: boolean;
  /** Seconds; the day before a race keeps sessions short. */
  maxSessionDuration: number;
  race?: RaceGoal;
  /** The day before a race: one short primer session. */
  isPrimerDay: boolean;
  sessions: PlannedSession[];
  /** Sports excluded by an injury or pause on this day. */
  excluded: Set<Sport>;
}

export interface WeekRequest {
  index: number;
  days: DayState[];
  targets: Record<EnduranceSport, number>;
  longTargets: Record<EnduranceSport, number>;
  intervalSports: EnduranceSport[];
  tests: EnduranceSport[];
  brick: boolean;
  strength: { count: number; duration: number };
  level: AthleteLevel;
  raceType?: RaceType;
  cssPace: number;
  env: SessionEnvironment;
  /** Day numbers with a hard session, across the whole season (the no-back-to-back rule spans weeks). */
  hardDays: Set<number>;
}

/** Shortest useful sessions: below these the warm-up is most of the session. */
export const MINIMUM_DURATION: Readonly<Record<Sport, number>> = { swim: 25 * MINUTE, bike: 30 * MINUTE, run: 20 * MINUTE, strength: 25 * MINUTE };
/** Typical easy-session lengths used to decide how many sessions a sport's volume becomes. */
const TYPICAL_EASY: Readonly<Record<EnduranceSport, number>> = { swim: 45 * MINUTE, bike: 75 * MINUTE, run: 45 * MINUTE };
const INTERVAL_DURATION: Readonly<Record<EnduranceSport, { min: number; max: number }>> = {
  swim: { min: 35 * MINUTE, max: 60 * MINUTE },
  bike: { min: 50 * MINUTE, max: 80 * MINUTE },
  run: { min: 40 * MINUTE, max: 60 * MINUTE },
};
const TEST_DURATION: Readonly<Record<EnduranceSport, number>> = { swim: 40 * MINUTE, bike: 60 * MINUTE, run: 55 * MINUTE };

function floorToFive(seconds: number): number {
  return Math.floor(seconds / (5 * MINUTE)) * 5 * MINUTE;
}

interface Candidate {
  day: DayState;
  slot: SlotState;
  score: number;
}

interface PlaceOptions {
  sport: Sport;
  desired: number;
  minimum: number;
  isHard: boolean;
  isKey: boolean;
  isLong?: boolean;
  /** Extra modality the slot must offer (a brick needs cycling and running). */
  alsoNeeds?: Sport;
  build: (duration: number, ctx: WorkoutContext) => WorkoutDraft;
  idSuffix?: string;
  onlyDay?: IsoDate;
}

export class WeekBuilder {
  readonly sessions: PlannedSession[] = [];
  private readonly remaining: Record<EnduranceSport, number>;

  constructor(private readonly request: WeekRequest) {
    this.remaining = { ...request.targets };
  }

  private isHardDay(day: number): boolean {
    return this.request.hardDays.has(day);
  }

  private contextFor(day: DayState): WorkoutContext {
    const ctx: WorkoutContext = { phase: day.span.phase, level: this.request.level, variant: this.request.index, cssPace: this.request.cssPace };
    if (this.request.raceType !== undefined) ctx.raceType = this.request.raceType;
    return ctx;
  }

  private candidates(options: PlaceOptions): Candidate[] {
    const result: Candidate[] = [];
    for (const day of this.request.days) {
      if (day.race || (day.isPrimerDay && day.sessions.length > 0)) continue;
      if (options.isHard && (day.easyOnly || day.isPrimerDay || this.isHardDay(day.dayNumber) || this.isHardDay(day.dayNumber - 1) || this.isHardDay(day.dayNumber + 1))) continue;
      if (options.sport !== 'strength' && day.sessions.some((session) => session.sport === options.sport || session.legs?.some((leg) => leg.sport === options.sport))) continue;
      if (options.isLong && (day.easyOnly || day.sessions.some((session) => session.isKey))) continue;
      // Keep hard days hard and long days long: an interval session never shares a day with a key session.
      if (options.isHard && day.sessions.some((session) => session.isKey)) continue;
      if (options.onlyDay !== undefined && day.date !== options.onlyDay) continue;
      for (const slot of day.slots) {
        if (slot.used || !slot.sports.has(options.sport)) continue;
        if (options.alsoNeeds && !slot.sports.has(options.alsoNeeds)) continue;
        const limit = Math.min(slot.duration, day.maxSessionDuration);
        if (limit < options.minimum) continue;
        result.push({ day, slot, score: this.score(day, slot, limit, options) });
      }
    }
    return result.sort((a, b) => b.score - a.score || a.day.dayNumber - b.day.dayNumber || a.slot.index - b.slot.index);
  }

  /** Higher is better. Deterministic: ties are broken by day and slot order. */
  private score(day: DayState, slot: SlotState, limit: number, options: PlaceOptions): number {
    if (options.isLong) return limit / MINUTE + day.dayNumber * 0.01;
    const fit = -Math.abs(Math.min(limit, options.desired) - options.desired) / MINUTE;
    const crowd = -day.sessions.length * 25;
    const hardNeighbour = this.isHardDay(day.dayNumber - 1) || this.isHardDay(day.dayNumber + 1) ? -10 : 0;
    const longNeighbour = this.request.days.some(
      (other) => Math.abs(other.dayNumber - day.dayNumber) === 1 && other.sessions.some((session) => session.focus === 'LongEndurance'),
    )
      ? -8
      : 0;
    const waste = -(limit - Math.min(limit, options.desired)) / MINUTE / 10;
    return fit + crowd + (options.isHard ? longNeighbour : hardNeighbour) + waste - slot.index * 0.1;
  }

  place(options: PlaceOptions): PlannedSession | undefined {
    for (const candidate of this.candidates(options)) {
      const limit = Math.min(candidate.slot.duration, candidate.day.maxSessionDuration);
      const duration = floorToFive(Math.min(limit, Math.max(options.desired, options.minimum)));
      if (duration < options.minimum) continue;
      const draft = fitDraft(options.build(duration, this.contextFor(candidate.day)), limit);
      if (!draft) continue;
      const placement = {
        date: candidate.day.date,
        slotIndex: candidate.slot.index,
        sport: options.sport,
        phase: candidate.day.span.phase,
        isHard: options.isHard,
        isKey: options.isKey,
        ...(options.idSuffix === undefined ? {} : { idSuffix: options.idSuffix }),
        ...(candidate.day.span.raceGoalId === undefined ? {} : { raceGoalId: candidate.day.span.raceGoalId }),
      };
      const session = assembleSession(draft, placement, this.request.env);
      this.commit(candidate.day, candidate.slot, session);
      return session;
    }
    return undefined;
  }

  commit(day: DayState, slot: SlotState | undefined, session: PlannedSession): void {
    if (slot) slot.used = true;
    day.sessions.push(session);
    this.sessions.push(session);
    if (session.isHard) this.request.hardDays.add(day.dayNumber);
    this.consume(session);
  }

  /** Volume already covered by a session (planned, locked or completed). */
  consume(session: Pick<PlannedSession, 'sport' | 'duration' | 'legs'>): void {
    if (session.legs) for (const leg of session.legs) this.remaining[leg.sport] -= leg.duration;
    else if (session.sport !== 'strength') this.remaining[session.sport] -= session.duration;
  }

  private placeRaces(): void {
    for (const day of this.request.days) {
      if (!day.race) continue;
      const draft = buildRaceSession(day.race, this.request.env.thresholds, this.request.env.weight);
      const sport: Sport = draft.legs[0]?.sport ?? 'run';
      const session = assembleSession(
        draft,
        { date: day.date, slotIndex: -1, sport, phase: day.span.phase, isHard: true, isKey: true, raceGoalId: day.race.id },
        this.request.env,
      );
      for (const slot of day.slots) slot.used = true;
      this.commit(day, undefined, session);
    }
  }

  build(): PlannedSession[] {
    const r = this.request;
    this.placeRaces();
    for (const day of r.days) {
      if (!day.isPrimerDay) continue;
      // The day before a race: a short primer with a few race-pace openers (common taper practice).
      for (const sport of primerSports(r.raceType)) {
        const placed = this.place({ sport, desired: 30 * MINUTE, minimum: MINIMUM_DURATION[sport], isHard: false, isKey: false, onlyDay: day.date, build: builderFor(sport, 'Primer') });
        if (placed) break;
      }
    }
    for (const sport of r.tests) {
      this.place({
        sport,
        desired: TEST_DURATION[sport],
        minimum: TEST_DURATION[sport],
        isHard: true,
        isKey: true,
        build: (_duration, ctx) => buildPerformanceTest(sport, ctx.cssPace),
      });
    }
    for (const sport of ['bike', 'run', 'swim'] as const) {
      const desired = r.longTargets[sport];
      if (desired < MINIMUM_DURATION[sport]) continue;
      this.place({ sport, desired, minimum: Math.max(MINIMUM_DURATION[sport], desired * 0.6), isHard: false, isKey: true, isLong: true, build: longBuilder(sport) });
    }
    if (r.brick) {
      const desired = Math.min(Math.max(75 * MINUTE, (r.targets.bike + r.targets.run) * 0.2), 150 * MINUTE);
      this.place({ sport: 'bike', alsoNeeds: 'run', desired, minimum: 60 * MINUTE, isHard: false, isKey: true, isLong: true, build: buildBrick, idSuffix: '.brick' });
    }
    const tested = new Set<EnduranceSport>(r.tests);
    for (const sport of r.intervalSports) {
      if (tested.has(sport)) {
        tested.delete(sport);
        continue;
      }
      const bounds = INTERVAL_DURATION[sport];
      const desired = Math.min(bounds.max, Math.max(bounds.min, r.targets[sport] * 0.3));
      this.place({ sport, desired, minimum: bounds.min, isHard: true, isKey: true, build: builderFor(sport, 'Intervals') });
    }
    this.fillEasy();
    for (let i = 0; i < r.strength.count; i++) {
      this.place({
        sport: 'strength',
        desired: r.strength.duration,
        minimum: MINIMUM_DURATION.strength,
        isHard: false,
        isKey: false,
        build: (duration, ctx) => buildStrengthWorkout(duration, ctx.phase, r.index + i),
      });
    }
    return this.sessions;
  }

  /** Easy sessions share what is left of each sport's volume, scarcest sport first. */
  private fillEasy(): void {
    const r = this.request;
    const freeSlots = (sport: Sport): number =>
      r.days.reduce((count, day) => count + day.slots.filter((slot) => !slot.used && slot.sports.has(sport)).length, 0);
    const sports = (['swim', 'bike', 'run'] as const).filter((sport) => r.targets[sport] > 0).sort((a, b) => freeSlots(a) - freeSlots(b));
    for (const sport of sports) {
      let sessionsLeft = Math.min(freeSlots(sport), Math.round(this.remaining[sport] / TYPICAL_EASY[sport]));
      while (sessionsLeft > 0 && this.remaining[sport] >= MINIMUM_DURATION[sport]) {
        const longest = this.sessions.filter((session) => session.sport === sport && session.focus === 'LongEndurance').reduce((max, s) => Math.max(max, s.duration), 0);
        // Easy sessions stay shorter than the long session so the long one keeps its purpose.
        const cap = longest > 0 ? Math.max(MINIMUM_DURATION[sport], longest - 15 * MINUTE) : Infinity;
        const desired = Math.min(cap, this.remaining[sport] / sessionsLeft);
        const placed = this.place({ sport, desired, minimum: MINIMUM_DURATION[sport], isHard: false, isKey: false, build: builderFor(sport, easyKind(sport, r)) });
        if (!placed) break;
        sessionsLeft -= 1;
      }
    }
  }
}

function primerSports(raceType: RaceType | undefined): EnduranceSport[] {
  if (raceType === 'ManualSwim') return ['swim'];
  if (raceType === 'ManualBike') return ['bike'];
  if (raceType === 'Sprint' || raceType === 'Olympic' || raceType === 'HalfIronman' || raceType === 'Ironman') return ['bike', 'run', 'swim'];
  return ['run'];
}

function easyKind(sport: EnduranceSport, request: WeekRequest): WorkoutKind {
  // Swimmers improve most through technique; newcomers get a drill-focused swim (Total Immersion, Swim Smooth).
  if (sport === 'swim' && (request.level === 'Novice' || request.index % 2 === 0)) return 'Technique';
  return 'Endurance';
}

function builderFor(sport: EnduranceSport, kind: WorkoutKind): (duration: number, ctx: WorkoutContext) => WorkoutDraft {
  switch (sport) {
    case 'swim':
      return (duration, ctx) => buildSwimWorkout(kind, duration, ctx);
    case 'bike':
      return (duration, ctx) => buildBikeWorkout(kind, duration, ctx);
    case 'run':
      return (duration, ctx) => buildRunWorkout(kind, duration, ctx);
  }
}

function longBuilder(sport: EnduranceSport): (duration: number, ctx: WorkoutContext) => WorkoutDraft {
  return builderFor(sport, 'Long');
}

/** Phase of the majority of plannable days, used for the week's label. */
export function weekPhase(days: readonly { span: PhaseSpan }[], fallback: TrainingPhase): TrainingPhase {
  const counts = new Map<TrainingPhase, number>();
  for (const day of days) counts.set(day.span.phase, (counts.get(day.span.phase) ?? 0) + 1);
  let best = fallback;
  let bestCount = 0;
  for (const [phase, count] of counts) {
    if (count > bestCount) {
      best = phase;
      bestCount = count;
    }
  }
  return best;
}

export function nextDay(date: IsoDate): IsoDate {
  return shiftDate(date, 1);
}
