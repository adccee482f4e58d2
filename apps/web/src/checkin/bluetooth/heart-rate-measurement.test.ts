import { describe, expect, it } from 'vitest';
import { parseHeartRateMeasurement } from './heart-rate-measurement';

const packet = (...bytes: number[]) => new DataView(Uint8Array.from(bytes).buffer);

describe('Heart Rate Measurement (GATT 0x2A37)', () => {
  it('reads an 8-bit heart rate with no other fields', () => {
    expect(parseHeartRateMeasurement(packet(0x00, 72))).toEqual({
      heartRate: 72,
      contact: 'not-supported',
      rrIntervals: [],
    });
  });

  it('reads a 16-bit heart rate, little-endian', () => {
    // flags 0x01: uint16 format; 0x0140 = 320 (a value only the wide format can hold).
    expect(parseHeartRateMeasurement(packet(0x01, 0x40, 0x01)).heartRate).toBe(320);
    expect(parseHeartRateMeasurement(packet(0x01, 0x3c, 0x00)).heartRate).toBe(60);
  });

  it('reads the sensor contact bits', () => {
    expect(parseHeartRateMeasurement(packet(0x06, 60)).contact).toBe('contact');
    expect(parseHeartRateMeasurement(packet(0x04, 60)).contact).toBe('no-contact');
    expect(parseHeartRateMeasurement(packet(0x02, 60)).contact).toBe('not-supported');
  });

  it('skips the energy field before the RR intervals', () => {
    // flags 0x18: energy + RR; HR 64; energy 0x0102 = 258 kJ; RR 1024/1024 s = 1000 ms.
    expect(parseHeartRateMeasurement(packet(0x18, 64, 0x02, 0x01, 0x00, 0x04))).toEqual({
      heartRate: 64,
      contact: 'not-supported',
      energyExpended: 258,
      rrIntervals: [1000],
    });
  });

  it('reads several RR intervals in 1/1024 s from one packet', () => {
    // flags 0x16: RR present, contact detected; HR 58; RR 1024, 1075, 983 (1/1024 s).
    const result = parseHeartRateMeasurement(packet(0x16, 58, 0x00, 0x04, 0x33, 0x04, 0xd7, 0x03));
    expect(result.contact).toBe('contact');
    expect(result.rrIntervals).toHaveLength(3);
    expect(result.rrIntervals[0]).toBe(1000);
    expect(result.rrIntervals[1]).toBeCloseTo((1075 / 1024) * 1000, 6);
    expect(result.rrIntervals[2]).toBeCloseTo((983 / 1024) * 1000, 6);
  });

  it('reads a 16-bit heart rate with energy and RR together', () => {
    // flags 0x19; HR 0x0050 = 80; energy 0x0010 = 16; RR 768/1024 s = 750 ms.
    expect(parseHeartRateMeasurement(packet(0x19, 0x50, 0x00, 0x10, 0x00, 0x00, 0x03))).toEqual({
      heartRate: 80,
      contact: 'not-supported',
      energyExpended: 16,
      rrIntervals: [750],
    });
  });

  it('ignores a trailing odd byte and refuses a packet without a heart rate', () => {
    expect(parseHeartRateMeasurement(packet(0x10, 60, 0x00, 0x04, 0x05)).rrIntervals).toEqual([1000]);
    expect(() => parseHeartRateMeasurement(packet(0x00))).toThrow(RangeError);
    expect(() => parseHeartRateMeasurement(packet(0x01, 60))).toThrow(RangeError);
  });
});
