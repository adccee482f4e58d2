import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { BRIEFING_OPTIONS } from '../src/check-in/briefing-options';
import { daysFromToday, type TestAthlete } from './support/athlete-factory';
import { whileRefusing } from './support/refuse-writes';
import { TEST_NOW } from './support/test-clock';
import { signedUpAthlete } from './support/seed-athlete';
import { appForFile } from './support/test-app';

const t = appForFile();
let a: TestAthlete;
let stranger: TestAthlete;
let noTrial: TestAthlete;

beforeAll(async () => {
  a = await signedUpAthlete(t);
  await a.call('POST', '/api/v1/app/onboarding/start-trial');
  stranger = await signedUpAthlete(t);
  await stranger.call('POST', '/api/v1/app/onboarding/start-trial');
  noTrial = await signedUpAthlete(t);
}, 60_000);

const answers = { device: 'ring', fatigue: 'Fresh', stress: 'Normal', sleep: 'Restful', mood: 'Positive' };

describe('the daily check-in', () => {
  it('needs premium or a trial', async () => {
    for (const url of [
      '/api/v1/app/AthleteDailyCheckin',
      '/api/v1/app/check-in/briefing',
      '/api/v1/app/check-in/briefing/options',
      '/api/v1/app/readiness',
    ]) {
      const response = await noTrial.call('GET', url);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('You need a subscription or a running trial to check in.');
    }
  });

  it('offers the spec scales with labels, best answer first', async () => {
    const options = (await a.call('GET', '/api/v1/app/check-in/briefing/options')).json();
    expect(options.devices.map((d: { value: string }) => d.value)).toEqual([
      'camera',
      'chest-strap',
      'ring',
      'skipped',
    ]);
    const fatigue = options.scales.find((s: { item: string }) => s.item === 'fatigue');
    expect(fatigue.options[0]).toEqual({ value: 'VeryFresh', label: 'Very fresh' });
    expect(fatigue.options[4]).toEqual({ value: 'VeryFatigued', label: 'Very fatigued' });
    const sleep = options.scales.find((s: { item: string }) => s.item === 'sleep');
    expect(sleep.options.at(-1)).toEqual({ value: 'ExtremelyPoor', label: 'Extremely poor' });
    expect(options.soreness.regions.map((r: { label: string }) => r.label)).toEqual([
      'Arms and shoulders',
      'Core',
      'Legs',
    ]);
  });

  it('sends the same options compressed as plain (made once, as the response schema writes them)', async () => {
    const url = '/api/v1/app/check-in/briefing/options';
    const plain = await a.call('GET', url);
    expect(plain.headers['content-type']).toMatch(/^application\/json/);
    const headers = { authorization: `Bearer ${a.accessToken}` };
    const br = await t.app.inject({ url, headers: { ...headers, 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gz = await t.app.inject({ url, headers: { ...headers, 'accept-encoding': 'gzip' } });
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
    expect(plain.json()).toEqual(JSON.parse(JSON.stringify(BRIEFING_OPTIONS)));
  });

  it('starts empty, then keeps one check-in per day and re-evaluates it when edited', async () => {
    expect((await a.call('GET', '/api/v1/app/AthleteDailyCheckin')).json()).toEqual({
      date: daysFromToday(0),
      checkIn: null,
    });
    const briefing = (await a.call('GET', '/api/v1/app/check-in/briefing')).json();
    expect(briefing.completed).toBe(false);
    expect(briefing.asks.every((ask: { answered: boolean }) => !ask.answered)).toBe(true);

    const created = await a.call('POST', '/api/v1/app/AthleteDailyCheckin', answers);
    expect(created.statusCode).toBe(201);
    const checkIn = created.json();
    expect(checkIn).toMatchObject({ date: daysFromToday(0), ...answers, soreness: null });
    // No measurements at all yet: the answers alone decide, and good answers proceed.
    expect(checkIn.readiness).toMatchObject({
      status: 'proceed',
      trafficLight: 'green',
      keepOriginal: false,
    });

    const again = await a.call('POST', '/api/v1/app/AthleteDailyCheckin', answers);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("You have already checked in today. Edit today's check-in instead.");

    const edited = await a.call('PATCH', `/api/v1/app/AthleteDailyCheckin/${checkIn.id}`, {
      fatigue: 'VeryFatigued',
      sleep: 'ExtremelyPoor',
      stress: 'HighlyStressed',
      mood: 'HighlyAnnoyed',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().readiness).toMatchObject({ status: 'rest', trafficLight: 'red' });
    expect((await a.call('GET', '/api/v1/app/readiness')).json()).toMatchObject({
      checkedIn: true,
      status: 'rest',
      trafficLight: 'red',
    });

    const sore = await a.call('POST', '/api/v1/app/athletemusclefatigue', {
      armsShoulders: 'None',
      core: 'Light',
      legs: 'Severe',
    });
    expect(sore.statusCode).toBe(200);
    expect(sore.json()).toMatchObject({
      id: checkIn.id,
      soreness: { armsShoulders: 'None', core: 'Light', legs: 'Severe' },
    });
    expect(sore.json().readiness.reasons.map((r: { code: string }) => r.code)).toContain('SORE_LEGS');
    expect(
      (
        await a.call('POST', '/api/v1/app/athletemusclefatigue', {
          armsShoulders: 'None',
          core: 'Light',
          legs: 'Sore',
        })
      ).statusCode,
    ).toBe(400);
  });

  it('keeps no check-in whose verdict could not be stored, and the next try stores both', async () => {
    const athlete = await signedUpAthlete(t);
    await athlete.call('POST', '/api/v1/app/onboarding/start-trial');
    // The check-in row is written; storing its readiness is refused.
    const refused = await whileRefusing(
      t,
      {
        table: 'daily_check_ins',
        write: 'UPDATE',
        when: `NEW.athlete_id = '${athlete.athleteId}' AND NEW.readiness IS NOT NULL`,
      },
      () => athlete.call('POST', '/api/v1/app/AthleteDailyCheckin', answers),
    );
    expect(refused.statusCode).toBe(500);
    expect((await athlete.call('GET', '/api/v1/app/AthleteDailyCheckin')).json().checkIn).toBeNull();
    const created = await athlete.call('POST', '/api/v1/app/AthleteDailyCheckin', answers);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().readiness).toMatchObject({ trafficLight: 'green' });
  });

  it('refuses bad answers with a clear message and writes nothing', async () => {
    const fresh = await signedUpAthlete(t);
    await fresh.call('POST', '/api/v1/app/onboarding/start-trial');
    const response = await fresh.call('POST', '/api/v1/app/AthleteDailyCheckin', { fatigue: 'Tired' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Fatigue must be one of VeryFresh, Fresh, Normal, Fatigued, VeryFatigued',
    );
    expect((await fresh.call('GET', '/api/v1/app/AthleteDailyCheckin')).json().checkIn).toBeNull();
  });

  it("never shows or changes another athlete's check-in", async () => {
    const mine = (await a.call('GET', '/api/v1/app/AthleteDailyCheckin')).json().checkIn;
    const response = await stranger.call('PATCH', `/api/v1/app/AthleteDailyCheckin/${mine.id}`, {
      fatigue: 'VeryFresh',
    });
    expect(response.statusCode).toBe(404);
    expect((await stranger.call('GET', '/api/v1/app/AthleteDailyCheckin')).json().checkIn).toBeNull();
    expect((await stranger.call('GET', '/api/v1/app/check-in/history')).json().days).toEqual([]);
    expect((await a.call('GET', '/api/v1/app/AthleteDailyCheckin')).json().checkIn.fatigue).toBe(
      'VeryFatigued',
    );
  });
});

describe('morning measurements', () => {
  it('keeps a ring entry with its source and shows it in the history', async () => {
    const response = await a.call('POST', '/api/v1/app/check-in/measurements', {
      source: 'ring',
      rmssd: 64.5,
      restingHeartRate: 49,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      date: daysFromToday(0),
      hrv: { value: 64.5, source: 'ring' },
      restingHeartRate: { value: 49, source: 'ring' },
    });
    const history = (await a.call('GET', `/api/v1/app/check-in/history?from=${daysFromToday(-6)}`)).json();
    expect(history.days).toHaveLength(1);
    expect(history.days[0]).toMatchObject({
      date: daysFromToday(0),
      hrv: { value: 64.5, source: 'ring' },
      checkIn: { fatigue: 'VeryFatigued' },
    });
    const briefing = (await a.call('GET', '/api/v1/app/check-in/briefing')).json();
    expect(briefing.completed).toBe(true);
  });

  it('computes rMSSD and resting HR from chest-strap RR intervals, dropping a missed beat', async () => {
    // Alternating 1000/1040 ms: rMSSD exactly 40 ms, 58.8 bpm; one missed beat (2020 ms) is an artefact.
    const rr: number[] = Array.from({ length: 60 }, (_, i) => (i % 2 ? 1040 : 1000));
    rr[30] = 2020;
    const response = await stranger.call('POST', '/api/v1/app/check-in/measurements', {
      source: 'chest-strap',
      rrIntervals: rr,
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.hrv.source).toBe('chest-strap');
    expect(body.hrv.value).toBeCloseTo(40, 5);
    expect(body.restingHeartRate.value).toBeCloseTo(60_000 / 1020, 1);
  });

  it('refuses a strap recording it cannot trust, with the spec message and advice', async () => {
    const response = await stranger.call('POST', '/api/v1/app/check-in/measurements', {
      source: 'chest-strap',
      rrIntervals: [1000, 1010, 990],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('HRV measurement failed. Please try again later.');
    expect(response.json().fieldErrors[0].message).toMatch(/strap/);
  });

  it('keeps a poor camera reading with its advice but does not let it move readiness', async () => {
    const mornings = async (athlete: TestAthlete) => {
      await athlete.call('POST', '/api/v1/app/onboarding/start-trial');
      for (let d = 1; d <= 20; d++) {
        const response = await athlete.call('POST', '/api/v1/app/check-in/measurements', {
          source: 'ring',
          rmssd: d % 2 ? 58 : 62,
          date: daysFromToday(-d),
        });
        expect(response.statusCode).toBe(201);
      }
    };
    // A third of today's usual: a drop readiness would act on, if it trusted the reading.
    const camera = {
      source: 'camera',
      rmssd: 20,
      restingHeartRate: 50,
      rrIntervals: Array.from({ length: 60 }, (_, i) => (i % 2 ? 1010 : 1000)),
      heartRate: 59.7,
      frameRate: 30,
      framesDropped: 2,
      artefactShare: 0.2,
      rmssdErrorMs: 3.1,
    };
    const trusted = await signedUpAthlete(t);
    const doubted = await signedUpAthlete(t);
    await mornings(trusted);
    await mornings(doubted);
    const poor = await doubted.call('POST', '/api/v1/app/check-in/measurements', {
      ...camera,
      quality: 'poor',
      qualityAdvice: 'Sit still, breathe calmly and keep your fingertip steady on the lens.',
    });
    expect(poor.statusCode).toBe(201);
    expect(poor.json().hrv).toEqual({
      value: 20,
      source: 'camera',
      quality: 'poor',
      qualityAdvice: 'Sit still, breathe calmly and keep your fingertip steady on the lens.',
    });
    await trusted.call('POST', '/api/v1/app/check-in/measurements', { ...camera, quality: 'good' });
    const codes = async (athlete: TestAthlete) => {
      const checkIn = await athlete.call('POST', '/api/v1/app/AthleteDailyCheckin', {
        ...answers,
        device: 'camera',
      });
      expect(checkIn.statusCode).toBe(201);
      return checkIn.json().readiness.reasons as { code: string; message: string }[];
    };
    expect((await codes(doubted)).map((r) => r.code)).not.toContain('HRV_LARGE_DROP');
    const trustedReasons = await codes(trusted);
    const drop = trustedReasons.find((r) => r.code === 'HRV_LARGE_DROP');
    // The camera is new next to the ring: the athlete is told what the reading was compared with.
    expect(drop?.message).toMatch(/a new device can read differently/);
  });

  it('takes the quality word of older apps as fair and refuses unknown ones', async () => {
    const older = await stranger.call('POST', '/api/v1/app/check-in/measurements', {
      source: 'camera',
      rmssd: 45,
      quality: 'acceptable',
    });
    expect(older.statusCode).toBe(201);
    expect(older.json().hrv).toMatchObject({ value: 45, source: 'camera', quality: 'fair' });
    const unknown = await stranger.call('POST', '/api/v1/app/check-in/measurements', {
      source: 'camera',
      rmssd: 45,
      quality: 'excellent',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Quality must be good, fair or poor');
  });

  it('checks ring values and dates', async () => {
    const cases: [object, string][] = [
      [{ source: 'ring', rmssd: 2 }, 'rMSSD must be between 5 and 300 ms'],
      [{ source: 'ring', restingHeartRate: 200 }, 'Resting heart rate must be between 25 and 150 bpm'],
      [{ source: 'ring' }, 'Enter your morning rMSSD or resting heart rate.'],
      [{ source: 'ring', rmssd: 60, date: daysFromToday(1) }, 'A measurement cannot be in the future.'],
      [{ source: 'watch', rmssd: 60 }, 'Source must be one of camera, chest-strap, ring, manual'],
    ];
    for (const [body, message] of cases) {
      const response = await stranger.call('POST', '/api/v1/app/check-in/measurements', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('limits the history range', async () => {
    expect(
      (await a.call('GET', `/api/v1/app/check-in/history?from=${daysFromToday(-500)}`)).json().message,
    ).toBe('Ask for at most 400 days at once.');
    expect(
      (await a.call('GET', `/api/v1/app/check-in/history?from=${daysFromToday(1)}&to=${daysFromToday(0)}`))
        .statusCode,
    ).toBe(400);
  });
});

describe("today's check-in is the athlete's day's", () => {
  // At TEST_NOW (10:00 UTC) it is already the next day on Kiritimati (UTC+14) and still the day
  // before on Pago Pago (UTC−11): the check-in, briefing and readiness each read in one statement
  // with the days around now.
  it('follows the time zone to the check-in, readings and verdict of that date', async () => {
    const traveller = await signedUpAthlete(t);
    await traveller.call('POST', '/api/v1/app/onboarding/start-trial');
    const moods = {
      [daysFromToday(-1)]: 'Negative',
      [daysFromToday(0)]: 'Normal',
      [daysFromToday(1)]: 'Positive',
    };
    const hrv = { [daysFromToday(-1)]: 41, [daysFromToday(0)]: 52, [daysFromToday(1)]: 63 };
    for (const [date, mood] of Object.entries(moods)) {
      const readiness = {
        status: 'proceed',
        trafficLight: 'green',
        message: `Verdict of ${date}`,
        reasons: [],
        intensityCaps: {},
        keepOriginal: false,
        evaluatedAt: TEST_NOW,
      };
      await t.database.executeSql(
        `insert into daily_check_ins (athlete_id, local_date, device, fatigue, stress, sleep, mood, readiness)
         values ($1, $2, 'ring', 'Fresh', 'Normal', 'Restful', $3, $4)`,
        [traveller.athleteId, date, mood, JSON.stringify(readiness)],
      );
      await t.database.executeSql(
        `insert into health_readings (athlete_id, local_date, kind, value, source) values ($1, $2, 'hrv', $3, 'ring')`,
        [traveller.athleteId, date, hrv[date]],
      );
    }
    for (const [zone, day] of [
      ['Pacific/Kiritimati', 1],
      ['Pacific/Pago_Pago', -1],
      ['UTC', 0],
    ] as const) {
      const moved = await traveller.call('POST', '/api/v1/app/update-time-zone', { TimeZoneId: zone });
      expect(moved.statusCode).toBe(204);
      const today = (await traveller.call('GET', '/api/v1/app/AthleteDailyCheckin')).json();
      expect(today.date).toBe(daysFromToday(day));
      expect(today.checkIn).toMatchObject({ mood: moods[daysFromToday(day)] });
      // The briefing and the readiness screen read the same day in one statement too.
      const briefing = (await traveller.call('GET', '/api/v1/app/check-in/briefing')).json();
      expect(briefing).toMatchObject({ date: daysFromToday(day), checkInId: today.checkIn.id });
      expect(briefing.hrv).toMatchObject({ value: hrv[daysFromToday(day)], source: 'ring' });
      const readiness = (await traveller.call('GET', '/api/v1/app/readiness')).json();
      expect(readiness).toMatchObject({
        date: daysFromToday(day),
        message: `Verdict of ${daysFromToday(day)}`,
      });
    }
  });
});
