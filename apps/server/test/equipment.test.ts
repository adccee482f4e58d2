import { describe, expect, it } from 'vitest';
import { messages } from '@tricoach/core';
import { EQUIPMENT_OPTIONS } from '../src/equipment/equipment.service';
import { signedUpAthlete } from './support/seed-athlete';
import { appForFile } from './support/test-app';

const t = appForFile();

describe('equipment', () => {
  it('lists the options with the sport each serves', async () => {
    const a = await signedUpAthlete(t);
    const options = (await a.call('GET', '/api/v1/app/equipment/options')).json();
    expect(options).toHaveLength(EQUIPMENT_OPTIONS.length);
    expect(options).toContainEqual({ value: 'PowerMeter', label: 'Power meter (bike)', sport: 'cycling' });
    expect(options).toContainEqual({ value: 'HeartRateStrap', label: 'Heart-rate chest strap', sport: null });
  });

  it('validates a list with field messages', async () => {
    const a = await signedUpAthlete(t);
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

  it("stores the athlete's equipment as a whole list, in the options' order, and refuses a bad one", async () => {
    const a = await signedUpAthlete(t);
    const b = await signedUpAthlete(t);
    expect((await a.call('GET', '/api/v1/app/equipment')).json()).toEqual({ equipment: [] });

    const saved = await a.call('PUT', '/api/v1/app/equipment', { equipment: ['Treadmill', 'PowerMeter'] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ equipment: ['PowerMeter', 'Treadmill'] });
    expect((await a.call('GET', '/api/v1/app/equipment')).json()).toEqual({
      equipment: ['PowerMeter', 'Treadmill'],
    });
    // Another athlete's list is their own.
    expect((await b.call('GET', '/api/v1/app/equipment')).json()).toEqual({ equipment: [] });

    const refused = await a.call('PUT', '/api/v1/app/equipment', { equipment: ['PoolAccess', 'PoolAccess'] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'validation_failed',
      message: 'Each equipment item may be listed only once',
      fieldErrors: [{ field: 'equipment', message: 'Each equipment item may be listed only once' }],
    });
    const unknown = await a.call('PUT', '/api/v1/app/equipment', { equipment: ['Jetpack'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors[0].field).toBe('equipment.0');
    // Nothing of a refused list was written.
    expect((await a.call('GET', '/api/v1/app/equipment')).json()).toEqual({
      equipment: ['PowerMeter', 'Treadmill'],
    });

    expect((await a.call('PUT', '/api/v1/app/equipment', { equipment: [] })).json()).toEqual({
      equipment: [],
    });
    expect((await a.call('GET', '/api/v1/app/equipment')).json()).toEqual({ equipment: [] });
  });
});
