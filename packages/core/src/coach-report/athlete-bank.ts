import { addDays, isoWeekday, type IsoDate } from '../dates/index';
import { everyWeekday } from '../model/athlete';
import type { PlanInputJson } from '../plan/plan-input-schema';

/**
 * A bank of realistic athletes for the coach report (issue 12): levels × distances × ages ×
 * constraints (B/C races, injury, pause, 5–7 training days, too little time). Inputs are in the
 * CLI's JSON format, so any of them can be pasted into `tricoach-plan`.
 */
export interface BankAthlete {
  name: string;
  today: IsoDate;
  input: PlanInputJson;
}

type Intention = 'Beginner' | 'RampUp' | 'NextLevelRace' | 'Optimizing';
type RaceTypeName =
  'Sprint' | 'Olympic' | 'HalfIronman' | 'Ironman' | 'Marathon' | 'HalfMarathon' | 'TenK' | 'FiveK';
type ModalityName = 'swimming' | 'cycling' | 'running' | 'strengthtraining';
type Slot = { duration: string; modalities: ModalityName[] };

const MONDAY = '2027-01-04';

interface Race {
  type: RaceTypeName;
  /** Race on the Sunday this many weeks after today's week. */
  weeks: number;
  priority?: 'A' | 'B' | 'C';
  /** ISO weekday of the race in that week (7 = Sunday, the default). */
  weekday?: number;
}

interface AthleteSpec {
  name: string;
  today?: IsoDate;
  age: number;
  intention: Intention;
  months: number;
  /** Current week: swim metres, bike and run "h:mm". */
  swim?: number;
  bike?: string;
  run: string;
  longBike?: string;
  longRun: string;
  races: Race[];
  availability: Record<string, Slot[]>;
  pauses?: { type: 'Injury' | 'Pause'; startWeek: number; days?: number; excluded: ModalityName[] }[];
}

const TRI: ModalityName[] = ['cycling', 'running'];

/** A triathlete's week: `days` training days (5–7), weekday slot length, weekend long slots. */
function triathlonWeek(
  days: 5 | 6 | 7,
  weekday: string,
  saturday: string,
  sunday: string,
): Record<string, Slot[]> {
  const week: Record<string, Slot[]> = {
    Monday: [{ duration: weekday, modalities: ['swimming', 'strengthtraining'] }],
    Tuesday: [{ duration: weekday, modalities: TRI }],
    Wednesday: [
      { duration: weekday, modalities: ['running', 'strengthtraining'] },
      { duration: '1:00', modalities: ['swimming'] },
    ],
    Thursday: [{ duration: weekday, modalities: TRI }],
    Friday: [{ duration: weekday, modalities: ['swimming', 'strengthtraining'] }],
    Saturday: [{ duration: saturday, modalities: TRI }],
    Sunday: [
      { duration: sunday, modalities: ['running', 'cycling'] },
      { duration: '1:00', modalities: ['swimming'] },
    ],
  };
  if (days <= 6) week.Monday = [];
  if (days === 5) week.Friday = [];
  return week;
}

/** One all-sport slot a day, Tuesday to Sunday (issue 45's 70.3 athlete offers 10 h so). */
function oneSlotADay(durations: readonly string[]): Record<string, Slot[]> {
  const days = ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
  return Object.fromEntries(
    days.map((day, i) => [day, [{ duration: durations[i] ?? '1:00', modalities: ALL }]]),
  );
}

/** A runner's week: every training day offers running (and strength on two days). */
function runnerWeek(days: 4 | 5 | 6, weekday: string, longDay: string): Record<string, Slot[]> {
  const order = ['Tuesday', 'Thursday', 'Sunday', 'Wednesday', 'Saturday', 'Monday'];
  const week: Record<string, Slot[]> = everyWeekday((): Slot[] => []);
  for (const day of order.slice(0, days)) {
    week[day] = [
      {
        duration: day === 'Sunday' ? longDay : weekday,
        modalities: day === 'Tuesday' || day === 'Thursday' ? ['running', 'strengthtraining'] : ['running'],
      },
    ];
  }
  return week;
}

function build(spec: AthleteSpec): BankAthlete {
  const today = spec.today ?? MONDAY;
  const monday = addDays(today, 1 - isoWeekday(today));
  const raceDate = (race: Race): IsoDate => addDays(monday, race.weeks * 7 + (race.weekday ?? 7) - 1);
  const birthYear = 2027 - spec.age - 1;
  const triathlete = spec.bike !== undefined;
  const input: PlanInputJson = {
    athlete: {
      dateOfBirth: `${birthYear}-06-15`,
      gender: spec.age % 2 === 0 ? 'Female' : 'Male',
      weight: 70,
      intention: spec.intention,
      maf: spec.months >= 24 ? 'Competitive' : 'ConsistentTraining',
      experience: {
        swim: {
          months: triathlete ? spec.months : 0,
          weeklyDistance: spec.swim ?? 0,
          longSessionDistance: Math.round((spec.swim ?? 0) / 2.5),
        },
        bike: {
          months: triathlete ? spec.months : 0,
          weeklyDuration: spec.bike ?? '0:00',
          longSessionDuration: spec.longBike ?? '0:00',
        },
        run: { months: spec.months, weeklyDuration: spec.run, longSessionDuration: spec.longRun },
      },
      otherEnduranceSports: [],
      injuryTendencies: [],
    },
    thresholds: {},
    goals: spec.races.map((race, i) => ({
      id: `r${i}`,
      name: `${race.type} ${race.priority ?? 'A'}`,
      type: race.type,
      date: raceDate(race),
      priority: race.priority ?? 'A',
    })),
    availability: {
      Monday: spec.availability.Monday ?? [],
      Tuesday: spec.availability.Tuesday ?? [],
      Wednesday: spec.availability.Wednesday ?? [],
      Thursday: spec.availability.Thursday ?? [],
      Friday: spec.availability.Friday ?? [],
      Saturday: spec.availability.Saturday ?? [],
      Sunday: spec.availability.Sunday ?? [],
    },
    injuryPauses: (spec.pauses ?? []).map((pause, i) => {
      const start = addDays(monday, pause.startWeek * 7);
      return pause.days === undefined
        ? { id: `p${i}`, type: pause.type, start, excludedModalities: pause.excluded }
        : {
            id: `p${i}`,
            type: pause.type,
            start,
            end: addDays(start, pause.days - 1),
            excludedModalities: pause.excluded,
          };
    }),
  };
  return { name: spec.name, today, input };
}

const ALL: ModalityName[] = ['swimming', 'cycling', 'running', 'strengthtraining'];

const SPECS: AthleteSpec[] = [
  {
    name: 'sprint novice 28',
    age: 28,
    intention: 'Beginner',
    months: 4,
    swim: 1200,
    bike: '1:00',
    run: '1:00',
    longBike: '0:45',
    longRun: '0:30',
    races: [{ type: 'Sprint', weeks: 15 }],
    availability: triathlonWeek(5, '1:00', '2:00', '1:30'),
  },
  {
    name: 'sprint novice 56',
    age: 56,
    intention: 'Beginner',
    months: 6,
    swim: 1000,
    bike: '1:30',
    run: '0:45',
    longBike: '1:00',
    longRun: '0:30',
    races: [{ type: 'Sprint', weeks: 13 }],
    availability: triathlonWeek(6, '1:00', '2:00', '1:30'),
  },
  {
    name: 'sprint experienced 35',
    age: 35,
    intention: 'NextLevelRace',
    months: 36,
    swim: 4000,
    bike: '2:30',
    run: '2:00',
    longBike: '1:30',
    longRun: '1:00',
    races: [{ type: 'Sprint', weeks: 12 }],
    availability: triathlonWeek(6, '1:15', '2:30', '1:30'),
  },
  {
    name: 'olympic novice 31',
    age: 31,
    intention: 'RampUp',
    months: 8,
    swim: 2500,
    bike: '2:00',
    run: '1:30',
    longBike: '1:15',
    longRun: '0:45',
    races: [{ type: 'Olympic', weeks: 20 }],
    availability: triathlonWeek(6, '1:00', '2:30', '1:45'),
  },
  {
    name: 'olympic intermediate 40',
    age: 40,
    intention: 'NextLevelRace',
    months: 36,
    swim: 5000,
    bike: '3:00',
    run: '2:30',
    longBike: '1:45',
    longRun: '1:05',
    races: [{ type: 'Olympic', weeks: 22 }],
    availability: triathlonWeek(7, '1:15', '3:00', '2:00'),
  },
  {
    name: 'olympic advanced 55',
    age: 55,
    intention: 'Optimizing',
    months: 120,
    swim: 7000,
    bike: '4:00',
    run: '3:00',
    longBike: '2:15',
    longRun: '1:15',
    races: [{ type: 'Olympic', weeks: 18 }],
    availability: triathlonWeek(7, '1:30', '3:00', '2:00'),
  },
  {
    name: 'olympic + C 10K',
    age: 33,
    intention: 'NextLevelRace',
    months: 30,
    swim: 4500,
    bike: '3:00',
    run: '2:30',
    longBike: '1:45',
    longRun: '1:00',
    races: [
      { type: 'TenK', weeks: 10, priority: 'C' },
      { type: 'Olympic', weeks: 20 },
    ],
    availability: triathlonWeek(6, '1:15', '3:00', '2:00'),
  },
  {
    name: 'olympic run injury',
    age: 44,
    intention: 'NextLevelRace',
    months: 40,
    swim: 5000,
    bike: '3:00',
    run: '2:30',
    longBike: '1:45',
    longRun: '1:05',
    races: [{ type: 'Olympic', weeks: 22 }],
    availability: triathlonWeek(6, '1:15', '3:00', '2:00'),
    pauses: [{ type: 'Injury', startWeek: 4, days: 21, excluded: ['running'] }],
  },
  {
    name: 'olympic too little time',
    age: 38,
    intention: 'NextLevelRace',
    months: 36,
    swim: 3000,
    bike: '2:00',
    run: '1:45',
    longBike: '1:30',
    longRun: '1:00',
    races: [{ type: 'Olympic', weeks: 18 }],
    availability: triathlonWeek(5, '0:45', '1:30', '1:15'),
  },
  {
    name: '70.3 novice 34',
    age: 34,
    intention: 'Beginner',
    months: 10,
    swim: 3000,
    bike: '3:00',
    run: '2:00',
    longBike: '1:45',
    longRun: '1:00',
    races: [{ type: 'HalfIronman', weeks: 26 }],
    availability: triathlonWeek(6, '1:15', '3:30', '2:00'),
  },
  {
    name: '70.3 + B olympic + C 10K',
    age: 38,
    intention: 'NextLevelRace',
    months: 36,
    swim: 6000,
    bike: '4:00',
    run: '3:00',
    longBike: '2:30',
    longRun: '1:30',
    races: [
      { type: 'TenK', weeks: 13, priority: 'C' },
      { type: 'Olympic', weeks: 18, priority: 'B' },
      { type: 'HalfIronman', weeks: 24 },
    ],
    availability: triathlonWeek(7, '1:30', '4:00', '2:00'),
  },
  {
    name: '70.3 advanced 33',
    age: 33,
    intention: 'Optimizing',
    months: 60,
    swim: 8000,
    bike: '5:00',
    run: '3:30',
    longBike: '3:00',
    longRun: '1:30',
    races: [{ type: 'HalfIronman', weeks: 24 }],
    availability: triathlonWeek(7, '1:30', '4:30', '2:30'),
  },
  {
    name: '70.3 over 50 + holiday',
    age: 58,
    intention: 'NextLevelRace',
    months: 60,
    swim: 5000,
    bike: '4:00',
    run: '2:30',
    longBike: '2:30',
    longRun: '1:15',
    races: [{ type: 'HalfIronman', weeks: 24 }],
    availability: triathlonWeek(6, '1:30', '4:00', '2:00'),
    pauses: [{ type: 'Pause', startWeek: 8, days: 10, excluded: ALL }],
  },
  {
    name: 'ironman intermediate 42',
    age: 42,
    intention: 'NextLevelRace',
    months: 48,
    swim: 7000,
    bike: '5:00',
    run: '3:30',
    longBike: '3:00',
    longRun: '1:30',
    races: [{ type: 'Ironman', weeks: 30 }],
    availability: triathlonWeek(7, '1:30', '5:30', '2:45'),
  },
  {
    name: 'ironman advanced 36',
    age: 36,
    intention: 'Optimizing',
    months: 84,
    swim: 9000,
    bike: '6:30',
    run: '4:00',
    longBike: '4:00',
    longRun: '1:45',
    races: [{ type: 'Ironman', weeks: 36 }],
    availability: triathlonWeek(7, '1:45', '6:00', '3:00'),
  },
  {
    name: 'ironman over 50',
    age: 52,
    intention: 'NextLevelRace',
    months: 72,
    swim: 6000,
    bike: '5:00',
    run: '3:00',
    longBike: '3:00',
    longRun: '1:30',
    races: [{ type: 'Ironman', weeks: 28 }],
    availability: triathlonWeek(6, '1:30', '5:30', '2:45'),
  },
  {
    name: 'ironman on 7 h',
    age: 40,
    intention: 'NextLevelRace',
    months: 36,
    swim: 4000,
    bike: '3:00',
    run: '2:00',
    longBike: '2:00',
    longRun: '1:15',
    races: [{ type: 'Ironman', weeks: 30 }],
    availability: triathlonWeek(5, '0:45', '2:30', '1:30'),
  },
  {
    name: 'ironman + B 70.3 + illness',
    age: 37,
    intention: 'Optimizing',
    months: 60,
    swim: 8000,
    bike: '6:00',
    run: '3:30',
    longBike: '3:30',
    longRun: '1:40',
    races: [
      { type: 'HalfIronman', weeks: 22, priority: 'B' },
      { type: 'Ironman', weeks: 32 },
    ],
    availability: triathlonWeek(7, '1:30', '6:00', '3:00'),
    pauses: [{ type: 'Pause', startWeek: 12, days: 7, excluded: ALL }],
  },
  {
    name: 'olympic midweek start',
    today: '2027-01-06',
    age: 29,
    intention: 'NextLevelRace',
    months: 24,
    swim: 4000,
    bike: '2:30',
    run: '2:00',
    longBike: '1:30',
    longRun: '1:00',
    races: [{ type: 'Olympic', weeks: 12 }],
    availability: triathlonWeek(6, '1:15', '2:30', '1:45'),
  },
  {
    name: 'marathon runner (B)',
    age: 41,
    intention: 'NextLevelRace',
    months: 60,
    run: '4:00',
    longRun: '1:40',
    races: [{ type: 'Marathon', weeks: 18, priority: 'B' }],
    availability: runnerWeek(5, '1:15', '3:00'),
  },
  {
    name: 'half marathon 60 (B)',
    age: 60,
    intention: 'RampUp',
    months: 18,
    run: '2:30',
    longRun: '1:10',
    races: [{ type: 'HalfMarathon', weeks: 14, priority: 'B' }],
    availability: runnerWeek(4, '1:00', '2:00'),
  },
  {
    name: '10K + C 5K (B)',
    age: 27,
    intention: 'NextLevelRace',
    months: 24,
    run: '3:00',
    longRun: '1:05',
    races: [
      { type: 'FiveK', weeks: 6, priority: 'C' },
      { type: 'TenK', weeks: 12, priority: 'B' },
    ],
    availability: runnerWeek(6, '1:00', '1:45'),
  },
  {
    name: '70.3 on 10 h (issue 45)',
    today: '2026-12-07',
    age: 35,
    intention: 'NextLevelRace',
    months: 36,
    swim: 6000,
    bike: '4:30',
    run: '3:00',
    longBike: '2:30',
    longRun: '1:20',
    races: [{ type: 'HalfIronman', weeks: 24 }],
    availability: oneSlotADay(['1:30', '1:15', '1:30', '1:15', '3:00', '1:30']),
  },
  {
    name: 'ironman 17 h on 19 h',
    age: 39,
    intention: 'Optimizing',
    months: 96,
    swim: 9000,
    bike: '8:30',
    run: '5:00',
    longBike: '4:30',
    longRun: '2:00',
    races: [{ type: 'Ironman', weeks: 34 }],
    availability: triathlonWeek(7, '1:45', '5:30', '3:00'),
  },
  {
    name: 'olympic 8.5 h on 10 h',
    age: 45,
    intention: 'NextLevelRace',
    months: 48,
    swim: 5000,
    bike: '4:00',
    run: '3:00',
    longBike: '2:00',
    longRun: '1:15',
    races: [{ type: 'Olympic', weeks: 22 }],
    availability: triathlonWeek(6, '1:00', '2:30', '1:30'),
  },
  {
    name: '70.3 11.8 h on 13.5 h',
    age: 41,
    intention: 'NextLevelRace',
    months: 60,
    swim: 7000,
    bike: '5:30',
    run: '4:00',
    longBike: '3:00',
    longRun: '1:40',
    races: [{ type: 'HalfIronman', weeks: 22 }],
    availability: triathlonWeek(6, '1:15', '4:00', '2:30'),
  },
  {
    name: 'olympic + B half marathon',
    age: 32,
    intention: 'NextLevelRace',
    months: 36,
    swim: 4000,
    bike: '3:00',
    run: '4:00',
    longBike: '1:45',
    longRun: '1:30',
    races: [
      { type: 'HalfMarathon', weeks: 10, priority: 'B' },
      { type: 'Olympic', weeks: 20 },
    ],
    availability: triathlonWeek(6, '1:15', '3:00', '2:00'),
  },
  {
    name: 'sprint + B olympic on a Monday',
    age: 30,
    intention: 'RampUp',
    months: 18,
    swim: 3000,
    bike: '2:30',
    run: '2:00',
    longBike: '1:30',
    longRun: '0:50',
    races: [
      { type: 'Olympic', weeks: 9, priority: 'B', weekday: 1 },
      { type: 'Sprint', weeks: 16 },
    ],
    availability: triathlonWeek(6, '1:00', '2:30', '1:45'),
  },
  {
    name: 'marathon advanced (A)',
    age: 34,
    intention: 'Optimizing',
    months: 96,
    run: '7:00',
    longRun: '2:15',
    races: [{ type: 'Marathon', weeks: 16 }],
    availability: runnerWeek(6, '1:15', '3:00'),
  },
  {
    name: '5K novice 65',
    age: 65,
    intention: 'Beginner',
    months: 3,
    run: '1:30',
    longRun: '0:40',
    races: [{ type: 'FiveK', weeks: 10 }],
    availability: runnerWeek(4, '0:45', '1:00'),
  },
];

export const ATHLETE_BANK: readonly BankAthlete[] = SPECS.map(build);
