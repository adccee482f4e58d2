/**
 * The plan CLI: reads an athlete JSON file (format in packages/core/README.md), prints the
 * season, a week table and every session, or the whole plan as JSON. The only file of the
 * core with I/O and a clock: `today` defaults to the file's "today", then to the local date.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { formatDisplayDate, isIsoDate, isoWeekday, type IsoDate } from '../src/dates/index';
import type { PlannedSession, WorkoutBlock, WorkoutStep } from '../src/model/plan-types';
import type { UnitSystem } from '../src/model/index';
import type { SwimUnit } from '../src/units/display';
import { generateSeasonPlan, parsePlanInput, type SeasonPlan } from '../src/plan/index';
import { formatDistance, formatRunPace, formatSwimDistance, formatSwimPace } from '../src/units/display';
import { formatHoursMinutes } from '../src/units/time-format';
import type { StepTarget } from '../src/zones/targets';

const USAGE = 'usage: tricoach-plan athlete.json [--today YYYY-MM-DD] [--json]';
const WEEKDAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

interface CliOptions {
  file: string;
  today?: string;
  json: boolean;
}

function parseArgs(args: readonly string[]): CliOptions | string {
  let file: string | undefined;
  let today: string | undefined;
  let json = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--json') json = true;
    else if (arg === '--today') {
      today = args[++i];
      if (today === undefined || !isIsoDate(today)) return '--today needs a date YYYY-MM-DD';
    } else if (arg === '--help' || arg === '-h') return USAGE;
    else if (arg?.startsWith('--')) return `unknown option ${arg}\n${USAGE}`;
    else if (file === undefined) file = arg;
    else return `unexpected argument ${arg}\n${USAGE}`;
  }
  if (file === undefined) return USAGE;
  return today === undefined ? { file, json } : { file, today, json };
}

function localToday(): IsoDate {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

export async function runPlanCli(args: readonly string[]): Promise<number> {
  const options = parseArgs(args);
  if (typeof options === 'string') {
    console.error(options);
    return 2;
  }
  let json: unknown;
  try {
    json = JSON.parse(await readFile(resolve(process.cwd(), options.file), 'utf8'));
  } catch (error) {
    console.error(`cannot read ${options.file}: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  const parsed = parsePlanInput(json);
  if (!parsed.ok) {
    console.error(
      `${options.file} is not a valid athlete:\n${parsed.errors.map((line) => `  - ${line}`).join('\n')}`,
    );
    return 1;
  }
  const fileToday =
    typeof json === 'object' &&
    json !== null &&
    'today' in json &&
    typeof json.today === 'string' &&
    isIsoDate(json.today)
      ? json.today
      : undefined;
  const today = options.today ?? fileToday ?? localToday();
  const plan = generateSeasonPlan(parsed.input, today);
  const { unitSystem, swimUnit } = parsed.input.preferences;
  console.log(
    options.json
      ? JSON.stringify(plan, null, 2)
      : renderPlan(plan, { system: unitSystem, swim: swimUnit ?? 'Meters' }),
  );
  return 0;
}

function hm(seconds: number): string {
  return formatHoursMinutes(seconds);
}

interface DisplayUnits {
  system: UnitSystem;
  swim: SwimUnit;
}

function formatTarget(target: StepTarget | undefined, units: DisplayUnits): string {
  if (!target) return '';
  const zone = target.zone ? `${target.zone} ` : '';
  switch (target.kind) {
    case 'power':
      return `${zone}${target.low}–${target.high} W`;
    case 'heartRate':
      return `${zone}${target.low}–${target.high} bpm`;
    case 'pace':
      return `${zone}${formatRunPace(target.low, units.system)}–${formatRunPace(target.high, units.system)}`;
    case 'swimPace':
      return `${zone}${formatSwimPace(target.low, units.swim)}–${formatSwimPace(target.high, units.swim)}`;
    case 'rpe':
      return `RPE ${target.low}–${target.high}`;
  }
}

function formatStep(step: WorkoutStep, units: DisplayUnits): string {
  const seconds = step.duration ?? 0;
  const amount =
    step.distance !== undefined
      ? formatSwimDistance(step.distance, units.swim)
      : seconds < 60
        ? `${seconds} s`
        : `${Math.round(seconds / 60)} min`;
  const target = formatTarget(step.target, units);
  return `${step.kind} ${amount} ${step.intensity}${target ? ` @ ${target}` : ''}${step.note ? ` (${step.note})` : ''}`;
}

function formatBlocks(blocks: readonly WorkoutBlock[], units: DisplayUnits, indent: string): string[] {
  return blocks.map((block) =>
    block.kind === 'Repeat'
      ? `${indent}${block.count} × [ ${block.steps.map((step) => formatStep(step, units)).join(' | ')} ]`
      : `${indent}${formatStep(block, units)}`,
  );
}

function formatSession(session: PlannedSession, units: DisplayUnits): string[] {
  const weekday = WEEKDAY_NAMES[isoWeekday(session.date) - 1] ?? '';
  const flags = [
    session.isHard ? 'hard' : 'easy',
    session.isKey ? 'key' : '',
    session.status !== 'planned' ? session.status : '',
  ]
    .filter(Boolean)
    .join(', ');
  const distance =
    session.distance > 0
      ? session.sport === 'swim' && !session.legs
        ? formatSwimDistance(session.distance, units.swim)
        : formatDistance(session.distance, units.system)
      : '';
  const lines = [
    `  ${weekday} ${formatDisplayDate(session.date)}  ${(session.legs ? session.legs.map((leg) => leg.sport).join('+') : session.sport).padEnd(8)} ${session.title}  ${hm(session.duration)}${distance ? `  ${distance}` : ''}  load ${Math.round(session.load)}  (${session.focus}; ${flags})`,
    `      ${session.description}`,
  ];
  if (session.exercises)
    lines.push(
      ...session.exercises.map(
        (exercise) =>
          `      - ${exercise.name}: ${exercise.sets} × ${exercise.reps}, rest ${exercise.rest} s`,
      ),
    );
  else if (session.legs) {
    for (const leg of session.legs) {
      lines.push(`      ${leg.sport} leg ${hm(leg.duration)}`);
      lines.push(...formatBlocks(leg.steps, units, '        '));
    }
  } else lines.push(...formatBlocks(session.steps, units, '      - '));
  return lines;
}

export function renderPlan(plan: SeasonPlan, units: DisplayUnits): string {
  const out: string[] = [];
  const c = plan.capability;
  out.push(`Tricoach plan from ${formatDisplayDate(plan.today)}`);
  out.push(`Athlete: age ${plan.age}, level ${plan.level}, ${plan.loadWeeksPerBlock}:1 load/recovery blocks`);
  out.push(
    `Capability (${c.source}): per week ${hm(c.weekly.swim + c.weekly.bike + c.weekly.run)} — swim ${hm(c.weekly.swim)}, bike ${hm(c.weekly.bike)}, run ${hm(c.weekly.run)}; long bike ${hm(c.longSession.bike)}, long run ${hm(c.longSession.run)}`,
  );
  out.push(
    `This week's ramp-up: ${plan.rampUp.outcome}${plan.rampUp.reasons.length ? ` (${plan.rampUp.reasons.join('; ')})` : ''}`,
  );
  if (plan.sportsToTest.length) out.push(`Thresholds to test: ${plan.sportsToTest.join(', ')}`);
  out.push('', 'Goals');
  for (const goal of plan.goals) {
    out.push(
      `  ${goal.goal.priority}  ${goal.goal.name} (${goal.goal.type}) ${formatDisplayDate(goal.goal.date)}: ${goal.feasibility}, ${goal.weeksAvailable} weeks (needs ${goal.minimumWeeks})`,
    );
  }
  for (const issue of plan.goalIssues) out.push(`  ! ${issue.goalId}: ${issue.message}`);
  if (plan.availabilityIssues.length) {
    out.push('', 'Availability');
    for (const issue of plan.availabilityIssues) out.push(`  ! ${issue.code}: ${issue.message}`);
  }
  out.push('', 'Season');
  for (const phase of plan.phases)
    out.push(
      `  ${phase.phase.padEnd(10)} ${formatDisplayDate(phase.start)} – ${formatDisplayDate(phase.end)}`,
    );
  out.push(
    '',
    'Weeks',
    '  #   week of   phase        ramp        target  endur.  planned  load   swim  bike   run   strength',
  );
  for (const week of plan.weeks) {
    const t = week.targets;
    out.push(
      `  ${String(week.index + 1).padStart(2)}  ${formatDisplayDate(week.start)}  ${(week.phase + (week.isRecoveryWeek ? '*' : '')).padEnd(11)}  ${week.rampUp.padEnd(10)}  ${hm(week.targetDuration).padStart(6)}  ${hm(t.swim.duration + t.bike.duration + t.run.duration).padStart(6)}  ${hm(week.plannedDuration).padStart(7)}  ${String(week.plannedLoad).padStart(4)}  ${hm(t.swim.duration).padStart(5)} ${hm(t.bike.duration).padStart(5)} ${hm(t.run.duration).padStart(5)}  ${hm(t.strength.duration).padStart(5)}`,
    );
  }
  out.push(
    '  (* recovery week; target = endurance + strength; the ramp governs the endurance time; planned includes races)',
    '',
    'Sessions',
  );
  let weekIndex = -1;
  for (const session of plan.sessions) {
    const index = plan.weeks.findLastIndex((week) => week.start <= session.date);
    if (index !== weekIndex) {
      weekIndex = index;
      const week = plan.weeks[index];
      if (week)
        out.push(
          ` Week ${index + 1} (${week.phase}${week.isRecoveryWeek ? ', recovery' : ''}): ${week.reasons.join('; ')}`,
        );
    }
    out.push(...formatSession(session, units));
  }
  return out.join('\n');
}
