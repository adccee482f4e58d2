import type { IsoDate } from '../dates/index';
import { ENDURANCE_SPORTS, type EnduranceSport, type Sport } from '../model/index';
import type { RaceGoal, RaceType } from '../model/athlete';
import type { PhaseSpan, PlannedSession } from '../model/plan-types';
import {
  addStepTargets,
  assembleSession,
  assembleUntargetedSession,
  fitDraft,
  type SessionEnvironment,
  type SessionPlacement,
} from './session-factory';
import { blockStats, MINUTE, type BlockStats } from './workout-steps';
import type { AthleteLevel, WorkoutContext, WorkoutDraft } from './workout-types';
import { buildStrengthWorkout } from './workouts-strength';
import { buildOpenWaterSwim, OPEN_WATER_TITLE } from './workouts-open-water';
import type { WeekStrength } from './strength-week';
import { builderFor, easyKind, longBuilder, primerSports } from './workout-picker';
import { brickRunMinutes, buildPerformanceTest, rideThenRun } from './workouts-special';
import { buildRaceSession } from './race-session';
import { buildRacePaceTouch, RACE_TOUCH_MINUTES } from './workouts-race-touch';
import { buildRunWalk } from './workouts-return';

export interface SlotState {
  index: number;
  duration: number;
  /** Sports the slot offers on that day, after injury and pause exclusions. */
  sports: Set<Sport>;
  /** Closed to sessions: a rest day, a race day, or a slot today's done session took. */
  used: boolean;
  /** Seconds of the slot already holding sessions: a long enough slot holds two (swim, then run). */
  taken: number;
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
  /** Two days before a race: no long session. */
  noLongSession: boolean;
  /** The days right before a race: no strength (race-week.ts). */
  noStrength?: boolean;
  /** Seconds: an A race's week keeps its runs short (race-week.ts). */
  maxRunDuration?: number;
  sessions: PlannedSession[];
  /** Sports excluded by an injury or pause on this day. */
  excluded: Set<Sport>;
}

interface WeekRequest {
  index: number;
  days: DayState[];
  targets: Record<EnduranceSport, number>;
  longTargets: Record<EnduranceSport, number>;
  intervalSports: EnduranceSport[];
  tests: EnduranceSport[];
  brick: boolean;
  /** Bricks placed in the season's earlier weeks: the brick formats rotate by it. */
  bricksBefore: number;
  strength: WeekStrength;
  /** Race practice: one swim of the week is the open-water swim (every second Specific week, triathlon). */
  openWater?: boolean;
  /**
   * Strength gives way to endurance for a contested slot (Specific maintenance); in Foundation,
   * where strength is a pillar of the phase (2×/week), it keeps its reserved session.
   */
  strengthYields: boolean;
  /** Sessions of each sport the week needs however little time it has (minimumSessionsFor); placed before strength. */
  minimumSessions: Record<EnduranceSport, number>;
  level: AthleteLevel;
  /** A recovery week: its long sessions stay aerobic. */
  isRecoveryWeek: boolean;
  /** A week back to running: its runs (the minimum sessions) are run-walks of this length, no other run. */
  runWalk?: { week: number; sessionLength: number };
  raceType?: RaceType;
  cssPace: number;
  /** The athlete swims in yards: swim sets are written in yards. */
  swimInYards: boolean;
  env: SessionEnvironment;
  /** Day numbers with a hard session, across the whole season (the no-back-to-back rule spans weeks). */
  hardDays: Set<number>;
  /** Day numbers with a key or hard session, across the whole season (at most 2 in a row). */
  keyDays: Set<number>;
  /** Largest share of endurance time above the aerobic threshold (HARD_SHARE, TAPER_HARD_SHARE). */
  hardShare: number;
  /**
   * First day number that may hold a hard or interval session (performance tests excepted):
   * a new plan opens gently (OPENING_EASY_DAYS, docs/coaching-plan.md §6).
   */
  firstHardDay: number;
}

/**
 * Days from the plan's generation date kept free of hard and interval sessions: today and
 * tomorrow. A coach opens a plan gently while the zones may still be estimates; the session
 * moves later in the week or, without a suitable day, easy time replaces it.
 */
export const OPENING_EASY_DAYS = 2;

/**
 * Sessions a day holds at most: a swim in the morning and a run in the evening, or a brick, as
 * nine or ten sessions a week fit into six days only with doubles (coaching-science.md
 * "Published plans to compare with"). Never two key sessions or two interval sessions on a day.
 */
export const MAX_SESSIONS_PER_DAY = 2;

/**
 * Key sessions a week at most (coaching-science.md "Progression": at most 2–3 key sessions a
 * week): 3, 2 for novices. Tests and the long ride and run are placed first; a brick or an
 * interval session only while the week has room for another key session.
 */
export function maxKeySessions(level: AthleteLevel): number {
  return level === 'Novice' ? 2 : 3;
}

/** Score cost of a run-walk the day before or after another (larger than a crowded day's 25). */
const RUN_WALK_NEIGHBOUR_PENALTY = 40;
/** Score cost of taking a slot another sport still needs (larger than a crowded day's 25). */
const CONTESTED_SLOT_PENALTY = 30;
/** Share of an easy session kept when it makes room for strength in its slot. */
const KEPT_SHARE = 2 / 3;
/**
 * Score cost of strength on the day before a key session or test: more than a crowded day (25) or
 * a contested slot (30), so strength rather shares another day than loads the legs the evening before.
 */
const STRENGTH_EVE_PENALTY = 40;
/** Never more than two key days in a row (coaching-science.md "Progression"). */
export const MAX_KEY_DAYS_IN_A_ROW = 2;

/** At most ~20 % of the week's endurance time above the aerobic threshold. */
export const HARD_SHARE = 0.2;
/** How far over its hard share a week may end up once placed (rounding of whole blocks). */
const HARD_SHARE_TOLERANCE = 0.02;
/**
 * In the taper the volume falls and the intensity stays (Mujika & Padilla 2003: keeping
 * intensity is what preserves fitness), so the intense share rises; 30 % is its ceiling.
 */
export const TAPER_HARD_SHARE = 0.3;
/** Shortest useful sessions: below these the warm-up is most of the session. */
const MINIMUM_DURATION: Readonly<Record<Sport, number>> = {
  swim: 25 * MINUTE,
  bike: 30 * MINUTE,
  run: 20 * MINUTE,
  strength: 25 * MINUTE,
};
/** Typical easy-session lengths used to decide how many sessions a sport's volume becomes. */
const TYPICAL_EASY: Readonly<Record<EnduranceSport, number>> = {
  swim: 45 * MINUTE,
  bike: 75 * MINUTE,
  run: 45 * MINUTE,
};
const INTERVAL_DURATION: Readonly<Record<EnduranceSport, { min: number; max: number }>> = {
  swim: { min: 35 * MINUTE, max: 60 * MINUTE },
  bike: { min: 45 * MINUTE, max: 80 * MINUTE },
  run: { min: 40 * MINUTE, max: 60 * MINUTE },
};
/** Longest an easy session grows to when it takes time another sport could not place. */
const SPILL_CAP: Readonly<Record<EnduranceSport, number>> = {
  swim: 60 * MINUTE,
  bike: 120 * MINUTE,
  run: 60 * MINUTE,
};
/**
 * A long-course athlete's mid-week sessions are longer (a 1:30 medium-long run beside a 2:45
 * long run, a 75-min swim): the easy cap grows to this share of the week's long session.
 */
const SPILL_SHARE_OF_LONG: Readonly<Record<EnduranceSport, number>> = { swim: 0, bike: 0.4, run: 0.55 };
const LONG_COURSE_SWIM_CAP = 75 * MINUTE;
const TEST_DURATION: Readonly<Record<EnduranceSport, number>> = {
  swim: 40 * MINUTE,
  bike: 60 * MINUTE,
  run: 55 * MINUTE,
};

/** The longest session of a sport a day takes. */
function dayLimit(day: DayState, sport: Sport): number {
  return sport === 'run' && day.maxRunDuration !== undefined
    ? Math.min(day.maxSessionDuration, day.maxRunDuration)
    : day.maxSessionDuration;
}

function floorToFive(seconds: number): number {
  return Math.floor(seconds / (5 * MINUTE)) * 5 * MINUTE;
}

interface Candidate {
  day: DayState;
  slot: SlotState;
  score: number;
}

/** Higher score first; ties by day, then slot: a strict order, so placement is deterministic. */
function isBetter(a: Candidate, b: Candidate): boolean {
  return (b.score - a.score || a.day.dayNumber - b.day.dayNumber || a.slot.index - b.slot.index) < 0;
}

/**
 * Moves the best candidate of `candidates[index..count)` to `index` and returns it: the first
 * candidate usually fits, so sorting them all would be wasted work (~400 placements a season).
 */
function moveBestTo(candidates: Candidate[], index: number, count: number): Candidate {
  let best = index;
  for (let i = index + 1; i < count; i++)
    if (isBetter(candidates[i] as Candidate, candidates[best] as Candidate)) best = i;
  const chosen = candidates[best] as Candidate;
  candidates[best] = candidates[index] as Candidate;
  candidates[index] = chosen;
  return chosen;
}

interface PlaceOptions {
  sport: Sport;
  desired: number;
  minimum: number;
  isHard: boolean;
  isKey: boolean;
  isLong?: boolean;
  isInterval?: boolean;
  isTest?: boolean;
  /** Extra modality the slot must offer (a brick needs cycling and running). */
  alsoNeeds?: Sport;
  build: (duration: number, ctx: WorkoutContext) => WorkoutDraft;
  idSuffix?: string;
  onlyDay?: IsoDate;
  /** The second interval session of a sport in a week takes the next variant of the library. */
  variantOffset?: number;
  /** Only slots no endurance sport still needs (strength before the easy fill). */
  uncontestedOnly?: boolean;
  /** Placed without its intensity blocks, which restoreBlocks adds back once intervals are placed. */
  startCalm?: boolean;
}

/** How a session the builder made was placed: enough to make it again, calm or at another length. */
interface Placed {
  day: DayState;
  options: PlaceOptions;
  duration: number;
  ctx: WorkoutContext;
  placement: SessionPlacement;
  /** Built without its intensity blocks (placed calm, not restored, or calmed by rebalance). */
  calm: boolean;
}

export class WeekBuilder {
  readonly sessions: PlannedSession[] = [];
  /** Key sessions the week wanted but could not place, in words (explainability). */
  readonly notes: string[] = [];
  private readonly remaining: Record<EnduranceSport, number>;
  /** Seconds above the aerobic threshold placed so far, and the week's allowance. */
  private hardSeconds = 0;
  /** `expectedLongDays`, worked out once per week (slots and long targets are fixed). */
  private longDays: Set<number> | undefined;
  /** How each session made here was placed, by session (ids stay while a session is remade). */
  private readonly placements = new Map<PlannedSession, Placed>();
  private readonly hardBudget: number;
  private strengthPlaced = 0;
  /**
   * Sessions made here, with their seconds above the aerobic threshold: their steps lack
   * targets until `finish`. (A Map, not a WeakMap: ~15 times cheaper to fill, and it lives a week.)
   */
  private readonly made = new Map<PlannedSession, number>();

  constructor(private readonly request: WeekRequest) {
    this.remaining = { ...request.targets };
    // ~80 % of endurance time below the aerobic threshold (Seiler; Stöggl & Sperlich 2015).
    // The allowance follows what can really be planned: the target, or less when slots are short.
    let slotTime = 0;
    for (const day of request.days) {
      if (day.race) continue;
      for (const slot of day.slots)
        if (slot.sports.has('swim') || slot.sports.has('bike') || slot.sports.has('run'))
          slotTime += Math.min(slot.duration, day.maxSessionDuration);
    }
    this.hardBudget =
      request.hardShare *
      Math.min(slotTime, request.targets.swim + request.targets.bike + request.targets.run);
  }

  /**
   * A test measures a threshold only on fresh legs: not on the day the week's long ride or run
   * will take (tests are placed first and would push it off its day), not the day after it or
   * after any key session (a test after a 5-hour ride reads low and sets every zone too low).
   */
  private testRest(day: DayState): number {
    const longDays = this.expectedLongDays();
    let penalty = 0;
    if (longDays.has(day.dayNumber)) penalty -= 40;
    if (longDays.has(day.dayNumber - 1)) penalty -= 30;
    else if (this.request.keyDays.has(day.dayNumber - 1)) penalty -= 15;
    return penalty;
  }

  /**
   * Strength keeps off the day before a key session or test where it can (heavy legs the next day
   * blunt the quality work); on a key day itself it keeps the hard day hard and the easy days easy.
   */
  private strengthRest(day: DayState): number {
    return this.request.keyDays.has(day.dayNumber + 1) ? -STRENGTH_EVE_PENALTY : 0;
  }

  /** The days the long ride and run will take: their longest slots, as `score` ranks long sessions. */
  private expectedLongDays(): Set<number> {
    if (this.longDays) return this.longDays;
    const days = new Set<number>();
    this.longDays = days;
    for (const sport of ['bike', 'run'] as const) {
      if (this.request.longTargets[sport] < MINIMUM_DURATION[sport]) continue;
      let best: { day: number; limit: number } | undefined;
      for (const day of this.request.days) {
        if (day.race || day.easyOnly || day.isPrimerDay) continue;
        for (const slot of day.slots) {
          if (!slot.sports.has(sport)) continue;
          const limit = Math.min(slot.duration, day.maxSessionDuration) / MINUTE + day.dayNumber * 0.01;
          if (!best || limit > best.limit) best = { day: day.dayNumber, limit };
        }
      }
      if (best) days.add(best.day);
    }
    return days;
  }

  private isHardDay(day: number): boolean {
    return this.request.hardDays.has(day);
  }

  /**
   * A key session here would make more than two key days in a row (coaching-science.md
   * "Progression": never more than 2 key days in a row).
   */
  private breaksKeyDayRun(day: number): boolean {
    const keyDays = this.request.keyDays;
    if (keyDays.has(day)) return false;
    let run = 1;
    for (let d = day - 1; keyDays.has(d) && run <= MAX_KEY_DAYS_IN_A_ROW; d--) run++;
    for (let d = day + 1; keyDays.has(d) && run <= MAX_KEY_DAYS_IN_A_ROW; d++) run++;
    return run > MAX_KEY_DAYS_IN_A_ROW;
  }

  private contextFor(day: DayState, variantOffset = 0): WorkoutContext {
    const ctx: WorkoutContext = {
      phase: day.span.phase,
      level: this.request.level,
      variant: this.request.index + variantOffset,
      cssPace: this.request.cssPace,
    };
    if (this.request.raceType !== undefined) ctx.raceType = this.request.raceType;
    if (this.request.swimInYards) ctx.swimInYards = true;
    return ctx;
  }

  /**
   * Candidates for `place`, kept from one placement to the next: a season places ~400 sessions,
   * each weighing ~10 slots, and a new object for each was a good share of the garbage.
   */
  private readonly candidatePool: Candidate[] = [];

  /**
   * The slots a session may take, unordered, in `candidatePool[0..count)` (the count is returned):
   * `place` takes them best first (`moveBestTo`).
   */
  private candidates(options: PlaceOptions): number {
    const pool = this.candidatePool;
    let count = 0;
    for (const day of this.request.days) {
      if (day.race || (day.isPrimerDay && day.sessions.length > 0)) continue;
      if (
        (options.isHard || options.isInterval) &&
        !options.isTest &&
        day.dayNumber < this.request.firstHardDay
      )
        continue;
      if (
        options.isHard &&
        (day.easyOnly ||
          day.isPrimerDay ||
          this.isHardDay(day.dayNumber) ||
          this.isHardDay(day.dayNumber - 1) ||
          this.isHardDay(day.dayNumber + 1))
      )
        continue;
      if (options.onlyDay !== undefined && day.date !== options.onlyDay) continue;
      if (options.isLong && (day.easyOnly || day.noLongSession)) continue;
      if (options.sport === 'strength' && day.noStrength) continue;
      // The day's sessions read once: its sport, a key session, an interval session.
      let hasSport = false;
      let hasKey = false;
      let hasInterval = false;
      for (const session of day.sessions) {
        if (session.sport === options.sport) hasSport = true;
        else if (session.legs)
          for (const leg of session.legs) if (leg.sport === options.sport) hasSport = true;
        if (session.isKey) hasKey = true;
        if (session.isInterval) hasInterval = true;
      }
      // One session of a sport a day (strength included: one id per sport and slot).
      if (hasSport) continue;
      if (day.sessions.length >= MAX_SESSIONS_PER_DAY) continue;
      // Keep hard days hard and long days long: neither a long nor an interval session shares a
      // day with a key session, and a day holds one key session at most.
      if ((options.isLong || options.isHard || options.isKey) && hasKey) continue;
      // Never two interval sessions on one day (coaching-science.md, Seiler).
      if (options.isInterval && hasInterval) continue;
      if ((options.isKey || options.isHard) && this.breaksKeyDayRun(day.dayNumber)) continue;
      for (const slot of day.slots) {
        if (slot.used || !slot.sports.has(options.sport)) continue;
        if (options.alsoNeeds && !slot.sports.has(options.alsoNeeds)) continue;
        if (options.uncontestedOnly && this.contestedPenalty(slot, options.sport) < 0) continue;
        const limit = Math.min(slot.duration - slot.taken, dayLimit(day, options.sport));
        if (limit < options.minimum) continue;
        const score = this.score(day, slot, limit, options);
        const candidate = pool[count];
        if (candidate) {
          candidate.day = day;
          candidate.slot = slot;
          candidate.score = score;
        } else pool.push({ day, slot, score });
        count++;
      }
    }
    return count;
  }

  /** Higher is better. Deterministic: ties are broken by day and slot order. */
  private score(day: DayState, slot: SlotState, limit: number, options: PlaceOptions): number {
    if (options.isLong) return limit / MINUTE + day.dayNumber * 0.01;
    const fit = -Math.abs(Math.min(limit, options.desired) - options.desired) / MINUTE;
    const crowd = -day.sessions.length * 25;
    // A hard session keeps away from the long days, an easy one from the hard days.
    const neighbour = options.isHard
      ? this.besideLongSession(day)
        ? -8
        : 0
      : this.isHardDay(day.dayNumber - 1) || this.isHardDay(day.dayNumber + 1)
        ? -10
        : 0;
    const waste = -(limit - Math.min(limit, options.desired)) / MINUTE / 10;
    // Leave multi-purpose slots to the sports that need them: a swim takes the swim-only slot
    // and leaves the swim-or-strength slot for strength.
    const versatility = -(slot.sports.size - 1) * 6 + this.contestedPenalty(slot, options.sport);
    const rest = options.isTest
      ? this.testRest(day)
      : options.sport === 'strength'
        ? this.strengthRest(day)
        : 0;
    const spacing = this.runWalkSpacing(day, options);
    return fit + crowd + versatility + neighbour + waste + rest + spacing - slot.index * 0.1;
  }

  /** Run-walks keep a day between them where the week allows: the tissue adapts on the days off. */
  private runWalkSpacing(day: DayState, options: PlaceOptions): number {
    if (!this.request.runWalk || options.sport !== 'run') return 0;
    let penalty = 0;
    for (const other of this.request.days)
      if (Math.abs(other.dayNumber - day.dayNumber) === 1 && other.sessions.some((s) => s.sport === 'run'))
        penalty -= RUN_WALK_NEIGHBOUR_PENALTY;
    return penalty;
  }

  private besideLongSession(day: DayState): boolean {
    for (const other of this.request.days) {
      if (Math.abs(other.dayNumber - day.dayNumber) !== 1) continue;
      for (const session of other.sessions) if (session.focus === 'LongEndurance') return true;
    }
    return false;
  }

  /**
   * Strength and endurance share slots (swim or strength, run or strength): an endurance session
   * keeps off the slot strength still needs, and strength keeps off a slot whose endurance sport
   * still has time to place, so neither displaces the other when the week has room for both.
   */
  private contestedPenalty(slot: SlotState, sport: Sport): number {
    if (sport === 'strength') {
      let contested = 0;
      for (const other of slot.sports)
        if (other !== 'strength' && this.remaining[other] >= MINIMUM_DURATION[other]) contested++;
      return -contested * CONTESTED_SLOT_PENALTY;
    }
    return slot.sports.has('strength') && this.strengthPlaced < this.request.strength.count
      ? -CONTESTED_SLOT_PENALTY
      : 0;
  }

  /**
   * Key sessions placed this week: tests, intervals, bricks, and the long sessions of a Specific
   * load week (they carry race-pace blocks); an aerobic long session of the Foundation or of a
   * recovery week is the week's backbone, not one of its quality sessions. The race not counted.
   */
  private keySessionCount(): number {
    const longSessionsCount =
      !this.request.isRecoveryWeek && this.request.days.some((day) => day.span.phase === 'Specific');
    let count = 0;
    for (const session of this.sessions) {
      if (!session.isKey || session.focus === 'Race') continue;
      const options = this.placements.get(session)?.options;
      if (options?.isLong && !longSessionsCount && session.focus !== 'Brick') continue;
      count++;
    }
    return count;
  }

  /** A brick or an interval session would be one key session too many this week. */
  private keyLimitReached(options: PlaceOptions): boolean {
    const isQuality =
      options.isKey && !options.isTest && (options.isInterval === true || options.alsoNeeds !== undefined);
    return isQuality && this.keySessionCount() >= maxKeySessions(this.request.level);
  }

  place(options: PlaceOptions): PlannedSession | undefined {
    if (this.keyLimitReached(options)) return undefined;
    const count = this.candidates(options);
    for (let tried = 0; tried < count; tried++) {
      const candidate = moveBestTo(this.candidatePool, tried, count);
      const limit = Math.min(
        candidate.slot.duration - candidate.slot.taken,
        dayLimit(candidate.day, options.sport),
      );
      const duration = floorToFive(Math.min(limit, Math.max(options.desired, options.minimum)));
      if (duration < options.minimum) continue;
      const ctx = this.contextFor(candidate.day, options.variantOffset);
      let calm = options.startCalm === true;
      let fitted = fitDraft(options.build(duration, calm ? { ...ctx, calm: true } : ctx), limit);
      if (!fitted) continue;
      // The 80/20 split is kept: an interval session that would break it is left out (easy time
      // replaces it); a long session or brick loses its race-pace blocks instead.
      if (!options.isTest && this.hardSeconds + fitted.stats.hardDuration > this.hardBudget) {
        if (options.isInterval) return undefined;
        calm = true;
        fitted = fitDraft(options.build(duration, { ...ctx, calm: true }), limit);
        if (!fitted) continue;
      }
      const placement: SessionPlacement = {
        date: candidate.day.date,
        slotIndex: candidate.slot.index,
        sport: options.sport,
        phase: candidate.day.span.phase,
        isHard: options.isHard,
        isKey: options.isKey,
      };
      if (options.idSuffix !== undefined) placement.idSuffix = options.idSuffix;
      if (candidate.day.span.raceGoalId !== undefined) placement.raceGoalId = candidate.day.span.raceGoalId;
      const session = this.assemble(fitted.draft, placement, fitted.stats);
      this.commit(candidate.day, candidate.slot, session);
      this.placements.set(session, { day: candidate.day, options, duration, ctx, placement, calm });
      return session;
    }
    return undefined;
  }

  /** A session made here: without step targets until `finish`, as it may yet be remade. */
  private assemble(draft: WorkoutDraft, placement: SessionPlacement, stats?: BlockStats): PlannedSession {
    const { session, hardDuration } = assembleUntargetedSession(draft, placement, this.request.env, stats);
    this.made.set(session, hardDuration);
    return session;
  }

  private hardDurationOf(session: PlannedSession): number {
    return this.made.get(session) ?? blockStats(session.steps).hardDuration;
  }

  /**
   * The week's sessions, their steps with targets: called once the week is settled (the ramp
   * guard's `shedStress` done), so targets go to the sessions kept, not to every version made.
   */
  finish(): PlannedSession[] {
    for (const session of this.sessions)
      if (this.made.has(session)) addStepTargets(session, this.request.env);
    this.made.clear();
    return this.sessions;
  }

  commit(day: DayState, slot: SlotState | undefined, session: PlannedSession): void {
    if (slot) slot.taken += session.duration;
    day.sessions.push(session);
    this.sessions.push(session);
    if (session.isHard) this.request.hardDays.add(day.dayNumber);
    if (session.isHard || session.isKey) this.request.keyDays.add(day.dayNumber);
    if (session.sport === 'strength') this.strengthPlaced += 1;
    if (session.focus !== 'Race' && session.sport !== 'strength')
      this.hardSeconds += this.hardDurationOf(session);
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
      // Placed once and never remade: assembled with its targets.
      const session = assembleSession(
        draft,
        {
          date: day.date,
          slotIndex: -1,
          sport,
          phase: day.span.phase,
          isHard: true,
          isKey: true,
          raceGoalId: day.race.id,
          idSuffix: '.race',
        },
        this.request.env,
      );
      for (const slot of day.slots) slot.used = true;
      this.commit(day, undefined, session);
      // The A race is not training: the race week's taper volume is planned around it (a B or
      // C race replaces training, its week is cut by the mini-taper).
      if (day.race.priority === 'A')
        for (const leg of session.legs ?? []) this.remaining[leg.sport] += leg.duration;
    }
  }

  /**
   * A brick week's long ride ends with a run off the bike (race practice on tired legs): the long
   * ride's length, then the run, in a slot that holds nearly all of the long ride and the run.
   * Returns false when none does: the long ride is then placed alone and `placeShortBrick` tries a
   * shorter brick in a slot offering both.
   */
  private placeLongRideBrick(): boolean {
    const r = this.request;
    const ride = r.longTargets.bike;
    if (ride < MINIMUM_DURATION.bike) return false;
    const runMinutes = brickRunMinutes(r.bricksBefore, r.raceType);
    const desired = ride + runMinutes * MINUTE;
    const placed = this.place({
      sport: 'bike',
      alsoNeeds: 'run',
      desired,
      // The long ride keeps its length: a brick in a short slot would cut the week's long ride.
      minimum: Math.max(60 * MINUTE, ride * 0.9 + runMinutes * MINUTE),
      isHard: false,
      isKey: true,
      isLong: true,
      startCalm: true,
      build: rideThenRun(runMinutes, 'Long'),
      idSuffix: '.brick',
      variantOffset: r.bricksBefore - r.index,
    });
    return placed !== undefined;
  }

  /**
   * A brick week whose long ride could not take the run: a ride and a run together in another slot
   * offering both (75–150 min, a fifth of the week's ride and run time), while the week has room
   * for another key session.
   */
  private placeShortBrick(): void {
    const r = this.request;
    const desired = Math.min(Math.max(75 * MINUTE, (r.targets.bike + r.targets.run) * 0.2), 150 * MINUTE);
    const runMinutes = Math.min(
      brickRunMinutes(r.bricksBefore, r.raceType),
      Math.floor(desired / MINUTE / 3),
    );
    const options: PlaceOptions = {
      sport: 'bike',
      alsoNeeds: 'run',
      desired,
      minimum: 60 * MINUTE,
      isHard: false,
      isKey: true,
      isLong: true,
      startCalm: true,
      build: rideThenRun(runMinutes, 'Endurance'),
      idSuffix: '.brick',
    };
    if (this.keyLimitReached(options))
      this.notes.push(`No brick this week: it holds ${maxKeySessions(r.level)} key sessions already`);
    else if (!this.place(options)) this.notes.push('No cycling-and-running slot free for a brick this week');
  }

  /**
   * An open-water week without a long swim (sprint and Olympic): one of the week's swims is the
   * open-water swim (it counts toward the week's swims), about 45 minutes, 35 for novices.
   */
  private placeOpenWaterSwim(): void {
    const placed = this.place({
      sport: 'swim',
      desired: (this.request.level === 'Novice' ? 35 : 45) * MINUTE,
      minimum: 30 * MINUTE,
      isHard: false,
      isKey: false,
      build: buildOpenWaterSwim,
    });
    if (!placed) this.notes.push('No swim slot of 30 min or more free for the open-water swim this week');
  }

  private placeIntervals(): void {
    const r = this.request;
    const tested = new Set<EnduranceSport>(r.tests);
    const seen: Record<EnduranceSport, number> = { swim: 0, bike: 0, run: 0 };
    for (const sport of r.intervalSports) {
      if (tested.has(sport)) {
        tested.delete(sport);
        continue;
      }
      const variantOffset = seen[sport]++;
      const bounds = INTERVAL_DURATION[sport];
      // A taper's rides and runs sharpen with short race-pace touches (workouts-race-touch.ts).
      const isTaper = sport !== 'swim' && r.days.some((day) => day.span.phase === 'Taper');
      const desired = isTaper
        ? RACE_TOUCH_MINUTES * MINUTE
        : Math.min(bounds.max, Math.max(bounds.min, r.targets[sport] * 0.3));
      // Swim sets at CSS are intervals but not a "hard day": non-weight-bearing, little muscle
      // damage, so they may sit next to a run or bike session (Friel treats swim load apart).
      const placed = this.place({
        sport,
        desired,
        minimum: isTaper ? Math.min(bounds.min, RACE_TOUCH_MINUTES * MINUTE) : bounds.min,
        isHard: sport !== 'swim',
        isInterval: true,
        isKey: sport !== 'swim',
        variantOffset,
        build:
          sport === 'swim'
            ? builderFor(sport, 'Intervals')
            : (duration, ctx) =>
                ctx.phase === 'Taper'
                  ? buildRacePaceTouch(sport, duration, ctx)
                  : builderFor(sport, 'Intervals')(duration, ctx),
      });
      if (placed) continue;
      if (sport !== 'swim' && this.keySessionCount() >= maxKeySessions(r.level))
        this.notes.push(
          `${sport} interval session left out: the week holds ${maxKeySessions(r.level)} key sessions already`,
        );
      else
        this.notes.push(
          `${sport} interval session left out (no free day away from other hard days or the plan's easy opening days, or the 80/20 allowance is used)`,
        );
    }
  }

  build(): PlannedSession[] {
    const r = this.request;
    this.placeRaces();
    for (const day of r.days) {
      if (!day.isPrimerDay) continue;
      // The day before a race: a short primer with a few race-pace openers (common taper practice).
      for (const sport of primerSports(r.raceType).filter((sport) => !r.runWalk || sport !== 'run')) {
        const placed = this.place({
          sport,
          desired: 30 * MINUTE,
          minimum: MINIMUM_DURATION[sport],
          isHard: false,
          isKey: false,
          onlyDay: day.date,
          build: builderFor(sport, 'Primer'),
        });
        if (placed) break;
      }
    }
    for (const sport of r.tests) {
      this.place({
        sport,
        desired: TEST_DURATION[sport],
        minimum: TEST_DURATION[sport],
        // A swim test is hard for the swimmer but not a hard day for the legs (as the CSS sets
        // below): it does not keep a ride or run test off the days beside it.
        isHard: sport !== 'swim',
        isKey: true,
        isInterval: true,
        isTest: true,
        build: (_duration, ctx) => buildPerformanceTest(sport, ctx.cssPace),
      });
    }
    const longRideBrick = r.brick && this.placeLongRideBrick();
    for (const sport of ['bike', 'run', 'swim'] as const) {
      if (sport === 'bike' && longRideBrick) continue;
      const desired = r.longTargets[sport];
      if (desired < MINIMUM_DURATION[sport]) continue;
      // The long swim is not a key day: non-weight-bearing, little muscle damage (as swim sets below).
      // In an open-water week it is the open-water swim, with its race-pace blocks from the start.
      const openWater = sport === 'swim' && r.openWater === true;
      const placed = this.place({
        sport,
        desired,
        minimum: Math.max(MINIMUM_DURATION[sport], desired * 0.6),
        isHard: false,
        isKey: sport !== 'swim',
        isLong: true,
        startCalm: !openWater,
        build: openWater ? buildOpenWaterSwim : longBuilder(sport),
      });
      if (!placed) this.notes.push(`No slot for the long ${sport} session this week`);
    }
    // Brick weeks come every second load week: their brick goes before the intervals, which then
    // take the key sessions left (the other weeks give the intervals the whole room).
    if (r.brick && !longRideBrick) this.placeShortBrick();
    this.placeIntervals();
    // Long sessions and bricks were placed calm; their tempo and race-pace blocks come back now,
    // inside what the 80/20 allowance leaves after the interval sessions.
    this.restoreBlocks();
    // One strength session is reserved before the easy endurance fill; further ones only use
    // slots the endurance volume leaves free (endurance first for an endurance athlete).
    const placeStrength = (i: number, uncontestedOnly = false): boolean => {
      return !!this.place({
        uncontestedOnly,
        sport: 'strength',
        desired: r.strength.duration,
        minimum: MINIMUM_DURATION.strength,
        isHard: false,
        isKey: false,
        build: (duration) => buildStrengthWorkout(duration, r.strength.stage, r.index + i),
      });
    };
    if (r.openWater && !this.sessions.some((s) => s.title === OPEN_WATER_TITLE)) this.placeOpenWaterSwim();
    for (const sport of ['swim', 'run', 'bike'] as const) this.placeMinimumSessions(sport);
    // One strength session is reserved before the easy fill (in Specific only in a slot no
    // endurance sport needs: maintenance strength does not cost a run or a swim); further ones
    // take what the endurance volume leaves.
    const reserved = r.strength.count > 0 && placeStrength(0, r.strengthYields);
    this.fillEasy();
    for (let i = reserved ? 1 : 0; i < r.strength.count; i++)
      if (!placeStrength(i) && !(this.makeRoomForStrength() && placeStrength(i))) break;
    this.spillOver();
    // Minimum durations and swim counts often place more than the targets: the allowance is a
    // share of what was really placed (with rebalance's tolerance), so blocks left out above may
    // come back now.
    this.restoreBlocks(
      Math.max(this.hardBudget, (this.request.hardShare + HARD_SHARE_TOLERANCE) * this.placedEnduranceTime()),
    );
    this.rebalance();
    return this.sessions;
  }

  private placedEnduranceTime(): number {
    return this.sessions
      .filter((s) => s.sport !== 'strength' && s.focus !== 'Race' && s.focus !== 'PerformanceTest')
      .reduce((sum, s) => sum + s.duration, 0);
  }

  private restoreBlocks(budget = this.hardBudget): void {
    for (const session of [...this.sessions]) {
      const record = this.placements.get(session);
      // Only build-phase rides and runs carry tempo or race-pace blocks (workouts-bike/run.ts);
      // one restored before has them already.
      if (
        !record?.calm ||
        !record.options.startCalm ||
        record.options.sport === 'swim' ||
        // Foundation and recovery weeks keep their long sessions aerobic (issue 45).
        record.ctx.phase !== 'Specific' ||
        this.request.isRecoveryWeek
      )
        continue;
      const { day, options, duration, ctx, placement } = record;
      const fitted = fitDraft(options.build(duration, ctx), Math.min(duration, day.maxSessionDuration));
      if (!fitted) continue;
      const { draft, stats } = fitted;
      const extra = stats.hardDuration - this.hardDurationOf(session);
      // An Ironman's race-effort blocks sit at the top of endurance: no hard time, still restored.
      if (extra < 0 || this.hardSeconds + extra > budget) continue;
      const replacement = this.assemble(draft, placement, stats);
      this.hardSeconds += extra;
      this.swap(day, session, replacement, { ...record, calm: false });
    }
  }

  /**
   * Final check of the 80/20 split on what was really placed (slots can leave the week short of
   * its target): while less than ~78 % of the endurance time is easy, the session with the most
   * intensity becomes its calm version (intervals turn into an easy session of the same length).
   */
  private rebalance(): void {
    for (let guard = 0; guard < this.sessions.length; guard++) {
      const endurance = this.sessions.filter(
        (s) => s.sport !== 'strength' && s.focus !== 'Race' && s.focus !== 'PerformanceTest',
      );
      const total = endurance.reduce((sum, s) => sum + s.duration, 0);
      const easy = endurance.reduce((sum, s) => sum + s.easyDuration, 0);
      if (total === 0 || easy / total >= 1 - this.request.hardShare - HARD_SHARE_TOLERANCE) return;
      const candidate = endurance
        .filter(
          (s) =>
            s.status !== 'locked' &&
            this.placements.has(s) &&
            s.easyDuration < s.duration &&
            !this.calmed.has(s.id),
        )
        .sort(
          (a, b) => b.duration - b.easyDuration - (a.duration - a.easyDuration) || a.id.localeCompare(b.id),
        )[0];
      if (!candidate) return;
      this.calm(candidate);
    }
  }

  private readonly calmed = new Set<string>();

  private calm(session: PlannedSession): void {
    const record = this.placements.get(session);
    if (!record) return;
    const { day, options, duration, ctx, placement } = record;
    const sport = options.sport;
    const build = options.isInterval && sport !== 'strength' ? builderFor(sport, 'Endurance') : options.build;
    const fitted = fitDraft(
      build(duration, { ...ctx, calm: true }),
      Math.min(duration, day.maxSessionDuration),
    );
    if (!fitted) return;
    const replacement = this.assemble(
      fitted.draft,
      { ...placement, isHard: false, isKey: placement.isKey && !options.isInterval },
      fitted.stats,
    );
    this.calmed.add(session.id);
    this.hardSeconds -= this.hardDurationOf(session) - this.hardDurationOf(replacement);
    this.swap(day, session, replacement, { ...record, calm: true });
    if (session.isHard && !day.sessions.some((s) => s.isHard)) this.request.hardDays.delete(day.dayNumber);
    if (!day.sessions.some((s) => s.isHard || s.isKey)) this.request.keyDays.delete(day.dayNumber);
  }

  /** Puts a remade session in the place of the one it replaces, with how it was placed. */
  private swap(day: DayState, session: PlannedSession, replacement: PlannedSession, record: Placed): void {
    const slot = day.slots.find((candidate) => candidate.index === session.slotIndex);
    if (slot) slot.taken += replacement.duration - session.duration;
    for (const list of [this.sessions, day.sessions]) {
      const index = list.indexOf(session);
      if (index >= 0) list[index] = replacement;
    }
    this.placements.delete(session);
    this.placements.set(replacement, record);
  }

  /** Length of each session before the ramp guard first shortened it. */
  private readonly lengthBeforeShed = new Map<string, number>();

  /**
   * Shortens the day's sessions until it carries about `stress` less, as a coach trims a day:
   * easy sessions first, then the key ones, none below half its planned length or its sport's
   * shortest useful session (never a race, a test, strength or a locked session). Each is rebuilt
   * as it was made (calm or not) at the shorter length. Returns the stress removed and the
   * seconds given up; the season's ramp guard (generation/ramp-guard.ts) asks for it.
   */
  shedStress(date: IsoDate, stress: number): { stress: number; seconds: number } {
    const shed = { stress: 0, seconds: 0 };
    const day = this.request.days.find((candidate) => candidate.date === date);
    if (!day) return shed;
    const candidates = day.sessions
      .filter(
        (s) =>
          this.placements.has(s) &&
          s.status !== 'locked' &&
          s.sport !== 'strength' &&
          s.focus !== 'Race' &&
          s.focus !== 'PerformanceTest' &&
          s.load > 0,
      )
      .sort((a, b) => Number(a.isKey) - Number(b.isKey) || b.load - a.load || a.id.localeCompare(b.id));
    for (const session of candidates) {
      if (shed.stress >= stress) break;
      const record = this.placements.get(session);
      if (!record) continue;
      const sport = record.options.sport;
      const original = this.lengthBeforeShed.get(session.id) ?? session.duration;
      const share = Math.max(0, 1 - (stress - shed.stress) / session.load);
      const duration = Math.max(
        MINIMUM_DURATION[sport],
        floorToFive(original / 2),
        floorToFive(session.duration * share),
      );
      if (duration >= session.duration) continue;
      const build =
        this.calmed.has(session.id) && record.options.isInterval && sport !== 'strength'
          ? builderFor(sport, 'Endurance')
          : record.options.build;
      const fitted = fitDraft(
        build(duration, record.calm ? { ...record.ctx, calm: true } : record.ctx),
        duration,
      );
      if (!fitted) continue;
      const replacement = this.assemble(fitted.draft, record.placement, fitted.stats);
      if (replacement.load >= session.load) continue;
      this.swap(day, session, replacement, { ...record, duration });
      this.lengthBeforeShed.set(session.id, original);
      this.hardSeconds += this.hardDurationOf(replacement) - this.hardDurationOf(session);
      shed.stress += session.load - replacement.load;
      shed.seconds += session.duration - replacement.duration;
    }
    return shed;
  }

  /**
   * Frequency before strength, so strength never takes the slot a swim or run needs: the sport's
   * time left is shared by the sessions still missing, each between the shortest useful and a
   * typical easy session. A brick's leg counts for its sport.
   */
  private placeMinimumSessions(sport: EnduranceSport): void {
    const r = this.request;
    const wanted = r.minimumSessions[sport];
    const have = this.sessions.filter(
      (s) => s.sport === sport || s.legs?.some((leg) => leg.sport === sport),
    ).length;
    for (let count = have; count < wanted; count++) {
      // No longer than a typical easy session: the time beyond the minimum is fillEasy's.
      const typical = sport === 'swim' && r.level === 'Novice' ? 30 * MINUTE : TYPICAL_EASY[sport];
      const runWalk = sport === 'run' ? r.runWalk : undefined;
      const desired = runWalk
        ? runWalk.sessionLength
        : Math.min(typical, Math.max(MINIMUM_DURATION[sport], this.remaining[sport] / (wanted - count)));
      const placed = this.place({
        sport,
        desired,
        minimum: MINIMUM_DURATION[sport],
        isHard: false,
        isKey: false,
        build: runWalk
          ? (duration) => buildRunWalk(duration, runWalk.week)
          : builderFor(sport, easyKind(sport, r.level, r.index + count)),
      });
      if (!placed) {
        this.notes.push(
          sport === 'swim'
            ? `Only ${count} swim slot(s) free this week: ${wanted} swims keep the technique going`
            : `Only ${count} ${sport === 'run' ? 'run' : 'ride'}(s) fit this week's slots: ${wanted} keep the ${sport === 'run' ? 'running' : 'cycling'} going`,
        );
        return;
      }
    }
  }

  /**
   * Strength the slots could not hold (the week's strength slots went to endurance): an easy session
   * in a slot offering strength gives up the strength session's length, keeping two thirds of itself
   * and at least its sport's shortest useful session, and strength follows it in the slot
   * (coaching-science.md "Progression": 2 a week in Foundation, 1 in Specific; a day holds two
   * sessions). Strength never takes a swim's place, only a little of its time; never a key,
   * interval, test or locked session's. Returns whether room was made; the time given up goes back
   * to the sport (spill-over may place it elsewhere).
   */
  private makeRoomForStrength(): boolean {
    const r = this.request;
    let best: { record: Placed; session: PlannedSession; keep: number; score: number } | undefined;
    for (const session of this.sessions) {
      const record = this.placements.get(session);
      if (!record || session.status === 'locked') continue;
      const { options, day } = record;
      if (options.sport === 'strength') continue;
      if (options.isKey || options.isHard || options.isInterval || options.isTest) continue;
      if (day.isPrimerDay || day.sessions.length >= MAX_SESSIONS_PER_DAY) continue;
      if (day.sessions.some((s) => s.sport === 'strength')) continue;
      const slot = day.slots.find((candidate) => candidate.index === session.slotIndex);
      if (!slot || slot.used || !slot.sports.has('strength')) continue;
      const free = slot.duration - slot.taken;
      const fits = (strength: number) => floorToFive(session.duration - Math.max(0, strength - free));
      const keep = [r.strength.duration, MINIMUM_DURATION.strength]
        .map(fits)
        .find(
          (duration) => duration >= Math.max(MINIMUM_DURATION[options.sport], session.duration * KEPT_SHARE),
        );
      if (keep === undefined || keep >= session.duration) continue;
      const score = this.strengthRest(day) + keep / MINUTE;
      if (!best || score > best.score || (score === best.score && session.id < best.session.id))
        best = { record, session, keep, score };
    }
    if (!best) return false;
    const { record, session, keep } = best;
    const fitted = fitDraft(
      record.options.build(keep, record.calm ? { ...record.ctx, calm: true } : record.ctx),
      keep,
    );
    if (!fitted) return false;
    const replacement = this.assemble(fitted.draft, record.placement, fitted.stats);
    this.swap(record.day, session, replacement, { ...record, duration: keep });
    this.hardSeconds += this.hardDurationOf(replacement) - this.hardDurationOf(session);
    this.remaining[record.options.sport as EnduranceSport] += session.duration - replacement.duration;
    return true;
  }

  /**
   * Time a sport could not place (no free slot it may use: the rides of a week of short weekday
   * slots) lengthens the easy sessions of the other sports whose slots have room, so the week
   * holds the hours the athlete offered (issue 12: up to availability − 10 %) without going over
   * the endurance target the ramp allows. Each session grows by at most half its length and stays
   * within its sport's easy cap (SPILL_CAP) and its slot.
   */
  private spillOver(): void {
    const r = this.request;
    let unplaced = (['swim', 'bike', 'run'] as const).reduce((sum, sport) => sum + this.remaining[sport], 0);
    if (unplaced < 10 * MINUTE) return;
    const longest = this.longestKeySessions();
    const growable: { session: PlannedSession; record: Placed; room: number }[] = [];
    for (const session of this.sessions) {
      const record = this.placements.get(session);
      if (!record || session.status === 'locked' || session.sport === 'strength') continue;
      const { options, day } = record;
      // Swims may all grow (more aerobic swimming around the set); a ride or run that carries the
      // week's quality or its long-session progression keeps its length.
      if (options.isTest || (r.runWalk && options.sport === 'run')) continue;
      if (
        options.sport !== 'swim' &&
        (options.isKey || options.isHard || options.isInterval || options.isLong)
      )
        continue;
      if (day.isPrimerDay || day.easyOnly) continue;
      const slot = day.slots.find((candidate) => candidate.index === record.placement.slotIndex);
      if (!slot) continue;
      const sport = options.sport as EnduranceSport;
      const easyCap =
        sport === 'swim'
          ? r.level === 'Novice'
            ? // Novices swim short and often (technique fades first), as in fillEasy.
              45 * MINUTE
            : r.raceType === 'HalfIronman' || r.raceType === 'Ironman'
              ? LONG_COURSE_SWIM_CAP
              : SPILL_CAP.swim
          : Math.max(SPILL_CAP[sport], longest[sport] * SPILL_SHARE_OF_LONG[sport]);
      const cap = Math.min(
        easyCap,
        sport === 'swim' ? Infinity : Math.max(longest[sport], MINIMUM_DURATION[sport]),
        Math.min(slot.duration - slot.taken + session.duration, dayLimit(day, sport)),
        Math.floor(record.duration * 1.5),
      );
      const room = floorToFive(cap - record.duration);
      if (room >= 5 * MINUTE) growable.push({ session, record, room });
    }
    growable.sort((a, b) => b.room - a.room || a.session.id.localeCompare(b.session.id));
    for (const { session, record, room } of growable) {
      // A slot holding two sessions has the room that the other one's growth left.
      const slot = record.day.slots.find((candidate) => candidate.index === record.placement.slotIndex);
      const free = slot ? slot.duration - slot.taken : 0;
      if (unplaced < 5 * MINUTE) break;
      const extension = floorToFive(Math.min(room, unplaced, free));
      if (extension < 5 * MINUTE) continue;
      const { day, options, ctx, placement } = record;
      const duration = record.duration + extension;
      const limit = Math.min(duration, day.maxSessionDuration);
      const overBudget = (built: { stats: BlockStats }) =>
        built.stats.hardDuration > this.hardDurationOf(session) &&
        this.hardSeconds + built.stats.hardDuration - this.hardDurationOf(session) > this.hardBudget;
      let fitted = fitDraft(options.build(duration, ctx), limit);
      let calm = false;
      // A session placed calm (the allowance was used) grows calm rather than not at all.
      if (fitted && overBudget(fitted) && record.calm) {
        fitted = fitDraft(options.build(duration, { ...ctx, calm: true }), limit);
        calm = true;
      }
      if (!fitted || overBudget(fitted)) continue;
      const { draft, stats } = fitted;
      const replacement = this.assemble(draft, placement, stats);
      this.swap(day, session, replacement, { ...record, duration, calm });
      this.hardSeconds += this.hardDurationOf(replacement) - this.hardDurationOf(session);
      this.remaining[options.sport as EnduranceSport] -= replacement.duration - session.duration;
      unplaced -= replacement.duration - session.duration;
    }
  }

  /** Each sport's longest key session that is not intervals (the long session or brick), in seconds. */
  private longestKeySessions(): Record<Sport, number> {
    const longest = { swim: 0, bike: 0, run: 0, strength: 0 };
    for (const session of this.sessions)
      if (session.isKey && !session.isInterval)
        longest[session.sport] = Math.max(longest[session.sport], session.duration);
    return longest;
  }

  /** Days that could still take a session of `sport`: a slot with room for it and a place in the day. */
  private freeSlots(sport: Sport): number {
    let count = 0;
    for (const day of this.request.days) {
      if (day.race || day.sessions.length >= MAX_SESSIONS_PER_DAY) continue;
      if (day.sessions.some((s) => s.sport === sport || s.legs?.some((l) => l.sport === sport))) continue;
      if (
        day.slots.some(
          (slot) =>
            !slot.used && slot.sports.has(sport) && slot.duration - slot.taken >= MINIMUM_DURATION[sport],
        )
      )
        count++;
    }
    return count;
  }

  /** Easy sessions share what is left of each sport's volume, scarcest sport first. */
  private fillEasy(): void {
    const r = this.request;
    const free = { swim: this.freeSlots('swim'), bike: this.freeSlots('bike'), run: this.freeSlots('run') };
    // A week back to running holds its run-walks only: the run's time left goes to cross-training.
    const sports = ENDURANCE_SPORTS.filter(
      (sport) => r.targets[sport] > 0 && !(r.runWalk && sport === 'run'),
    ).sort((a, b) => free[a] - free[b]);
    for (const sport of sports) {
      const longest = this.longestKeySessions()[sport];
      // Easy rides and runs never outgrow the long session, which keeps its purpose; without a
      // long session this week (mini-taper, pause) an easy session stays near its typical length.
      const cap =
        sport === 'swim'
          ? Infinity
          : longest > 0
            ? Math.max(MINIMUM_DURATION[sport], longest)
            : TYPICAL_EASY[sport] * 1.5;
      while (this.remaining[sport] >= MINIMUM_DURATION[sport]) {
        // Novices swim short and often: technique needs frequency more than distance.
        const typical = sport === 'swim' && r.level === 'Novice' ? 30 * MINUTE : TYPICAL_EASY[sport];
        const sessionsLeft = Math.max(
          1,
          Math.min(this.freeSlots(sport), Math.round(this.remaining[sport] / typical)),
        );
        const desired = Math.min(cap, this.remaining[sport] / sessionsLeft);
        const placed = this.place({
          sport,
          desired,
          minimum: MINIMUM_DURATION[sport],
          isHard: false,
          isKey: false,
          build: builderFor(sport, easyKind(sport, r.level, r.index)),
        });
        if (!placed) break;
      }
    }
  }
}
