import { Decoder, Stream } from '@garmin/fitsdk';
import { ATHLETE_BANK } from '@tricoach/core/coach-report';
import { generateSeasonPlan, parsePlanInput, type PoolLength } from '@tricoach/core';
import { describe, expect, it } from 'vitest';
import { writeFitWorkout } from '../src/device-workouts/fit-workout';

/**
 * Issue 45 part 8: the open-water swim goes to a watch as its pool alternative, a lap-swim
 * workout whose distance steps are whole lengths of the athlete's pool.
 */
function openWaterSwim() {
  const athlete = ATHLETE_BANK.find((candidate) => candidate.name === 'olympic intermediate 40')!;
  const parsed = parsePlanInput(athlete.input);
  if (!parsed.ok) throw new Error(parsed.errors.join(', '));
  const swim = generateSeasonPlan(parsed.input, athlete.today).sessions.find(
    (session) => session.title === 'Open-water swim',
  );
  if (!swim) throw new Error('no open-water swim');
  return swim;
}

describe('the open-water swim as a FIT workout', () => {
  it.each([
    ['25m', 2500],
    ['50m', 5000],
  ] as const)('decodes as a lap swim in a %s pool, each distance step whole lengths', (pool, lengthCm) => {
    const swim = openWaterSwim();
    const bytes = writeFitWorkout({
      name: swim.title,
      sport: 'swim',
      steps: swim.steps,
      duration: swim.duration,
      poolLength: pool satisfies PoolLength,
      createdAt: new Date(Date.UTC(2027, 0, 4)),
    });
    expect(new Decoder(Stream.fromByteArray(bytes)).checkIntegrity()).toBe(true);
    const { messages, errors } = new Decoder(Stream.fromByteArray(bytes)).read();
    expect(errors).toEqual([]);
    const workout = messages.workoutMesgs?.[0];
    expect(workout).toMatchObject({ sport: 'swimming', subSport: 'lapSwimming', wktName: 'Open-water swim' });
    const steps = messages.workoutStepMesgs ?? [];
    expect(steps.length).toBe(workout?.numValidSteps);
    const distances = steps.filter((step) => step.durationType === 'distance');
    expect(distances.length).toBeGreaterThan(0);
    for (const step of distances) expect(Number(step.durationValue) % lengthCm).toBe(0);
    expect(steps.some((step) => /sight every 6–8 strokes/.test(String(step.notes ?? '')))).toBe(true);
  });
});
