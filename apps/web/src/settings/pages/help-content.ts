/** Questions athletes ask most, and the answers (the FAQ page). */
export const FAQ: readonly (readonly [string, string])[] = [
  [
    'How is my plan built?',
    'From your A race, the weeks until race day, your current volume and long sessions, your thresholds and your weekly availability. The plan moves through Foundation, Specific and Taper phases and peaks about 10% below the hours you made available.',
  ],
  [
    'What happens when I miss a workout?',
    'Nothing bad. Your coach recalculates the rest of the week; you can also skip, unskip or move a planned session yourself.',
  ],
  [
    'Why does my plan say "take care" or "rest" today?',
    'Your daily check-in (HRV, resting heart rate, sleep, stress, mood and fatigue) showed that your body needs an easier day. Green means train as planned, yellow means take care, red means rest.',
  ],
  [
    'I don’t know my thresholds. Is that a problem?',
    'No. Leave them open: your coach estimates them, the MAF and race-result calculators help, and a performance test confirms them in your first weeks.',
  ],
  [
    'Can I have more than one race?',
    'Yes. Add B and C races under Settings → Goal and availability → Race goals. An A race must exist first; B races get a short taper, C races none.',
  ],
  [
    'How do I switch between metric and imperial?',
    'Settings → Units of measurement → Unit system. Every screen then shows inches, pounds, minutes per mile and minutes per 100 yards.',
  ],
  [
    'How long is the free trial?',
    '14 days. You choose a package afterwards; without one the plan pauses, and your data stays.',
  ],
  [
    'How do I delete my data?',
    'Write to support from Settings → Support and feedback. We delete your account and all its data.',
  ],
];

/** Training words the app uses (the glossary page). */
export const GLOSSARY: readonly (readonly [string, string])[] = [
  [
    'A, B and C race',
    'The priority of a race. A: your main race, the season leads up to it. B: important, with a short taper. C: a training race without a taper.',
  ],
  [
    'Aerobic threshold',
    'The lower threshold: the highest effort that stays almost fully aerobic, an easy pace you could keep up for hours.',
  ],
  [
    'CSS (critical swim speed)',
    'The swim pace you can hold for about 30 minutes, per 100 m or 100 yd. Measured with a 400 m and a 50 m (or 200 m) test.',
  ],
  ['FTP (functional threshold power)', 'The power in watts you can hold on the bike for about an hour.'],
  [
    'HRV (heart-rate variability)',
    'The variation between heartbeats. Compared with your own 60-day corridor and 7-day baseline, it shows how well you recover.',
  ],
  [
    'MAF heart rate',
    'Phil Maffetone’s aerobic heart rate: 180 minus your age, minus 10, minus 5, unchanged or plus 5 depending on your training history.',
  ],
  [
    'Taper',
    'The last one to two weeks before an A race, when volume drops so you start fresh. C races get one easy day.',
  ],
  ['Threshold pace', 'The running pace you can hold for about an hour, close to your 10 km race pace.'],
  [
    'Training phases',
    'Foundation builds aerobic base, Specific trains race demands, Taper freshens you up, then RaceDay, PostRace recovery and Off.',
  ],
  ['Zones', 'Intensity bands derived from your thresholds, from Zone 1 (very easy) to Zone 5 (very hard).'],
];
