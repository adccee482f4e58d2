import type { TestSport } from './performance-test-api';

interface TestInfo {
  title: string;
  measures: string;
  why: string;
  protocol: string[];
  bring: string[];
  tips: string[];
}

const EVERY_SIX_TO_EIGHT_WEEKS =
  'Fitness changes with training: zones set from an old test are soon too easy or too hard. Your plan schedules a test every 6–8 weeks, in a lighter week so you start it fresh, never in the taper before a race. After an unclear result you can reject it and the plan sets a retest two weeks later.';

/** Coaching content of the three test info pages (coaching-science.md, "Performance tests"). */
export const TEST_INFO: Record<TestSport, TestInfo> = {
  swim: {
    title: 'Swim performance test',
    measures:
      'Your critical swim speed (CSS): the pace per 100 m you could hold for about 30 minutes without slowing. It sits close to your lactate threshold in the water, and every swim target in your plan — easy, steady, threshold and fast — is set from it.',
    why: EVERY_SIX_TO_EIGHT_WEEKS,
    protocol: [
      'Warm up 400 m easy, then 4 × 50 m building from easy to fast.',
      'Swim 400 m as fast as you can hold evenly. Note the time.',
      'Recover 5 minutes: easy swimming or resting at the wall.',
      'Swim 200 m all-out. Note the time.',
      'Cool down 200 m easy.',
      'CSS per 100 m = (400 m time − 200 m time) ÷ 2. Example: 6:40 and 3:10 give 1:45 per 100 m.',
    ],
    bring: [
      'Goggles and cap',
      'A watch or a friend with a stopwatch, or a pool clock you can read',
      'A drink bottle for the pool deck',
    ],
    tips: [
      'Push off the wall for both trials, no dive start.',
      'Start the 400 m a little controlled: an even pace gives the truest CSS.',
      'Rest or train easily the day before.',
    ],
  },
  bike: {
    title: 'Bike performance test',
    measures:
      'Your functional threshold power (FTP): the highest power you can sustain for about an hour, estimated as 95 % of your best 20-minute average. The same effort gives your threshold heart rate. All bike zones are percentages of these two numbers.',
    why: EVERY_SIX_TO_EIGHT_WEEKS,
    protocol: [
      'Warm up 15 minutes easy, with 3 × 1 minute at high cadence.',
      'Ride 5 minutes hard to open the legs, then 10 minutes easy.',
      'Ride 20 minutes at the best even effort you can hold. Record average power and heart rate.',
      'Cool down 10 minutes easy.',
      'FTP = 95 % of the 20-minute average power. Example: 240 W for 20 minutes gives an FTP of 228 W.',
    ],
    bring: [
      'Your bike with the power meter you train with, or an indoor trainer',
      'A heart-rate strap',
      'A fan and a towel indoors; two bottles',
    ],
    tips: [
      'Indoors gives the steadiest, most repeatable test.',
      'Start the 20 minutes slightly conservatively and finish strong; fading at the end undervalues you.',
      'Test at the same time of day as last time.',
    ],
  },
  run: {
    title: 'Run performance test',
    measures:
      'Your threshold pace and lactate threshold heart rate (LTHR): the pace and heart rate you could race at for about an hour. Your run zones — by pace or by heart rate — are set from them.',
    why: EVERY_SIX_TO_EIGHT_WEEKS,
    protocol: [
      'Warm up 15 minutes easy, with 4 × 20 seconds of relaxed strides.',
      'Run 30 minutes alone, as fast as you can hold evenly, on a flat route or a track.',
      'Press lap after 10 minutes: your LTHR is the average heart rate of the last 20 minutes.',
      'Your threshold pace is the average pace of the whole 30 minutes.',
      'Cool down 10 minutes easy.',
    ],
    bring: [
      'A GPS watch, or a track to count laps',
      'A heart-rate strap for a reliable LTHR',
      'Light shoes you race or train fast in',
    ],
    tips: [
      'Run alone: a partner turns a test into a race.',
      'Avoid heat, wind and hills; they slow the pace without changing your fitness.',
      'Rest or train easily the day before.',
    ],
  },
};

export const SPORT_OF_PATH: Record<string, TestSport> = { swimming: 'swim', cycling: 'bike', running: 'run' };
