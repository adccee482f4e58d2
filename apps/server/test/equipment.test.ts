import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@tricoach/core';
import { EQUIPMENT_OPTIONS } from '../src/equipment/equipment.service';
import { buildAthlete } from './support/athlete-factory';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('equipment', () => {
  it('lists the options with the sport each serves', async () => {
    const a = await buildAthlete(t.app);
    const options = (await a.call('GET', '/api/v1/app/equipment/options')).json();
    expect(options).toHaveLength(EQUIPMENT_OPTIONS.length);
    expect(options).toContainEqual({ value: 'PowerMeter', label: 'Power meter (bike)', sport: 'cycling' });
    expect(options).toContainEqual({ value: 'HeartRateStrap', label: 'Heart-rate chest strap', sport: null });
  });

  it('validates a list with field messages', async () => {
    const a = await buildAthlete(t.app);
    const validate = (body: unknown) => a.call('POST', '/api/v1/app/equipment/validate', body);
    expect((await validate({ equipment: ['PowerMeter', 'Treadmill'] })).json()).toEqual({
      isValid: true,
      fieldErrors: [],
    });
    expect((await validate({ equipment: [] })).json()).toEqual({ isValid: true, fieldErrors: [] });
    const unknown = (await validate({ equipment: ['PowerMeter', 'Jetpack'] })).json();
    expect(unknown.isValid).toBe(false);
    expect(unknown.fieldErrors).toEqual([
      {
        field: 'equipment.1',
        message: messages.oneOf(
          'Equipment',
          EQUIPMENT_OPTIONS.map((o) => o.value),
        ),
      },
    ]);
    expect((await validate({ equipment: ['Treadmill', 'Treadmill'] })).json().fieldErrors).toEqual([
      { field: 'equipment', message: 'Each equipment item may be listed only once' },
    ]);
    expect((await validate({})).json().fieldErrors).toEqual([
      { field: 'equipment', message: messages.required('Equipment') },
    ]);
  });
});
