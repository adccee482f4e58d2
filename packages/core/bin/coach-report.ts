/**
 * `npm run coach-report`: plans every athlete of the bank and prints what a coach checks first
 * (issue 12), with a PASS/FAIL per rule and a summary. `--verbose` lists every rule's detail.
 */
import {
  ATHLETE_BANK,
  hm,
  judgePlan,
  measurePlan,
  REPLAN_SCENARIOS,
  replanned,
  returnToRunFigure,
  type BankAthlete,
  type CoachRule,
} from '../src/coach-report/index';
import { generateSeasonPlan, parsePlanInput } from '../src/plan/index';

const verbose = process.argv.includes('--verbose');

const pad = (text: string, width: number): string =>
  text.length >= width ? text : text + ' '.repeat(width - text.length);
function report(athletes: readonly BankAthlete[], nameWidth: number): void {
  const failures = new Map<CoachRule, number>();
  const applies = new Map<CoachRule, number>();
  let athletesPassing = 0;
  console.log(
    pad('athlete', nameWidth) +
      pad('CTL now→eve', 13) +
      pad('ramp', 6) +
      pad('wk1/now h', 11) +
      pad('peak h (range/offer)', 21) +
      pad('placed', 7) +
      pad('long ride', 12) +
      pad('long run', 12) +
      pad('s/b/r', 7) +
      pad('day', 4) +
      pad('key', 4) +
      pad('str F/S', 9) +
      pad('easy', 6) +
      pad('tapers', 16) +
      pad('return', 14) +
      'fails',
  );
  for (const athlete of athletes) {
    const parsed = parsePlanInput(athlete.input);
    if (!parsed.ok) throw new Error(`${athlete.name}: ${parsed.errors.join(', ')}`);
    const plan = generateSeasonPlan(parsed.input, athlete.today);
    const m = measurePlan(plan, parsed.input);
    const verdicts = judgePlan(m);
    const failed = verdicts.filter((verdict) => !verdict.pass);
    for (const verdict of verdicts) {
      applies.set(verdict.rule, (applies.get(verdict.rule) ?? 0) + 1);
      if (!verdict.pass) failures.set(verdict.rule, (failures.get(verdict.rule) ?? 0) + 1);
    }
    if (failed.length === 0) athletesPassing += 1;
    const tapers = m.races.map((race) => `${race.priority}${race.taperDays}`).join(' ');
    console.log(
      pad(athlete.name, nameWidth) +
        pad(`${m.fitnessToday.toFixed(0)}→${m.fitnessEveOfTaper.toFixed(0)}`, 13) +
        pad(m.maxRamp.toFixed(1), 6) +
        pad(`${m.firstWeekTrainingHours.toFixed(1)}/${m.todayHours.toFixed(1)}`, 11) +
        pad(
          `${m.peakWeekHours.toFixed(1)} (${m.publishedHours[0]}–${m.publishedHours[1]}/${m.offeredHours.toFixed(0)})`,
          21,
        ) +
        pad(m.leastPlaced ? `${Math.round(m.leastPlaced.share * 100)}%` : '-', 7) +
        pad(`${hm(m.longRide.first)}→${hm(m.longRide.last)}`, 12) +
        pad(`${hm(m.longRun.first)}→${hm(m.longRun.last)}`, 12) +
        pad(
          m.minPerLoadWeek
            ? `${m.minPerLoadWeek.swim}/${m.minPerLoadWeek.bike}/${m.minPerLoadWeek.run}`
            : '-',
          7,
        ) +
        pad(String(m.mostSessionsInDay), 4) +
        pad(String(m.mostKeyInWeek), 4) +
        pad(`${m.strength.foundationLoad.toFixed(1)}/${m.strength.specific.toFixed(1)}`, 9) +
        pad(m.foundationEasyShare === undefined ? '-' : `${Math.round(m.foundationEasyShare * 100)}%`, 6) +
        pad(tapers, 16) +
        pad(returnToRunFigure(m.returnToRun), 14) +
        (failed.length === 0 ? 'PASS' : failed.map((verdict) => verdict.rule).join(', ')),
    );
    if (verbose)
      for (const verdict of verdicts)
        console.log(`    ${verdict.pass ? 'PASS' : 'FAIL'} ${verdict.rule}: ${verdict.detail}`);
  }
  console.log(
    `\n${athletesPassing}/${athletes.length} pass every rule. Per rule (pass/applies; open rules are printed, not asserted):`,
  );
  for (const [rule, count] of applies)
    console.log(`  ${pad(rule, 14)} ${count - (failures.get(rule) ?? 0)}/${count}`);
}

report(ATHLETE_BANK, 28);
console.log(
  '\nRe-planned on day 36 after following the plan, with a missed week, an illness or a run injury:\n',
);
report(
  ATHLETE_BANK.flatMap((athlete) => REPLAN_SCENARIOS.map((scenario) => replanned(athlete, scenario))),
  42,
);
