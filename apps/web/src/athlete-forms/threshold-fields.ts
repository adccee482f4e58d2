import type { UnitSystem } from '@tricoach/core';
import { formatMinutesSeconds, secPer100mToSecPer100yd, secPerKmToSecPerMile } from '@tricoach/core/units';
import {
  cyclingThresholdsSchema,
  runningThresholdsSchema,
  swimmingThresholdsSchema,
} from '@tricoach/core/validation';
import type { ThresholdSport } from '../athlete-data/api';
import type { Thresholds } from '../athlete-data/types';
import type { SchemaLike } from '../app/form/validate';

export type ThresholdKind = 'swim' | 'bikeUpper' | 'bikeLower' | 'runUpper' | 'runLower';

interface ThresholdInput {
  /** The request field (docs/api.md) and the form's field name. */
  name: string;
  label: string;
  unit: string;
  placeholder: string;
  /** The stored value of this field, as the athlete reads it. */
  read: (t: Thresholds) => string;
}

interface ThresholdConfig {
  sport: ThresholdSport;
  inputs: ThresholdInput[];
  schema: SchemaLike<Record<string, number | null | undefined>>;
  /** Stored values the schema compares against (lower below upper), as form text. */
  context: (t: Thresholds) => Record<string, string>;
}

const num = (v: number | null | undefined) => (v === null || v === undefined ? '' : String(v));
const runPace = (v: number | null | undefined, system: UnitSystem) =>
  v ? formatMinutesSeconds(system === 'Imperial' ? secPerKmToSecPerMile(v) : v) : '';

/** The heart-rate input of a bike or run threshold: same field, label and unit for both sports. */
const heartRateInput = (
  level: 'upper' | 'lower',
  placeholder: string,
  stored: (t: Thresholds) => number | null | undefined,
): ThresholdInput => ({
  name: `${level}HeartRate`,
  label: level === 'upper' ? 'Threshold heart rate' : 'Aerobic threshold heart rate',
  unit: 'bpm',
  placeholder,
  read: (t) => num(stored(t)),
});

export function thresholdConfig(kind: ThresholdKind, system: UnitSystem, yards: boolean): ThresholdConfig {
  const paceUnit = system === 'Imperial' ? 'min/mi' : 'min/km';
  switch (kind) {
    case 'swim':
      return {
        sport: 'swimming',
        inputs: [
          {
            name: 'css',
            label: 'CSS pace',
            unit: yards ? 'min/100yd' : 'min/100m',
            placeholder: '1:45',
            read: (t) =>
              t.swimCss ? formatMinutesSeconds(yards ? secPer100mToSecPer100yd(t.swimCss) : t.swimCss) : '',
          },
          { name: 'time50m', label: '50 m test time', unit: 'm:ss', placeholder: '0:40', read: () => '' },
          { name: 'time400m', label: '400 m test time', unit: 'm:ss', placeholder: '7:20', read: () => '' },
        ],
        schema: swimmingThresholdsSchema(yards ? 'Yards' : 'Meters'),
        context: () => ({}),
      };
    case 'bikeUpper':
    case 'bikeLower': {
      const level = kind === 'bikeUpper' ? 'upper' : 'lower';
      return {
        sport: 'cycling',
        inputs: [
          {
            name: `${level}Power`,
            label: `${level === 'upper' ? 'Threshold power (FTP)' : 'Aerobic threshold power'}`,
            unit: 'W',
            placeholder: level === 'upper' ? '230' : '170',
            read: (t) => num(level === 'upper' ? t.bikeUpperPower : t.bikeLowerPower),
          },
          heartRateInput(level, level === 'upper' ? '165' : '140', (t) =>
            level === 'upper' ? t.bikeUpperHeartRate : t.bikeLowerHeartRate,
          ),
        ],
        schema: cyclingThresholdsSchema,
        context: (t): Record<string, string> =>
          level === 'lower'
            ? { upperPower: num(t.bikeUpperPower), upperHeartRate: num(t.bikeUpperHeartRate) }
            : { lowerPower: num(t.bikeLowerPower), lowerHeartRate: num(t.bikeLowerHeartRate) },
      };
    }
    case 'runUpper':
    case 'runLower': {
      const level = kind === 'runUpper' ? 'upper' : 'lower';
      return {
        sport: 'running',
        inputs: [
          {
            name: `${level}Pace`,
            label: `${level === 'upper' ? 'Threshold pace' : 'Aerobic threshold pace'}`,
            unit: paceUnit,
            placeholder: system === 'Imperial' ? '7:45' : '4:50',
            read: (t) => runPace(level === 'upper' ? t.runUpperPace : t.runLowerPace, system),
          },
          heartRateInput(level, level === 'upper' ? '170' : '145', (t) =>
            level === 'upper' ? t.runUpperHeartRate : t.runLowerHeartRate,
          ),
        ],
        schema: runningThresholdsSchema(system),
        context: (t): Record<string, string> =>
          level === 'lower'
            ? { upperPace: runPace(t.runUpperPace, system), upperHeartRate: num(t.runUpperHeartRate) }
            : { lowerPace: runPace(t.runLowerPace, system), lowerHeartRate: num(t.runLowerHeartRate) },
      };
    }
  }
}
