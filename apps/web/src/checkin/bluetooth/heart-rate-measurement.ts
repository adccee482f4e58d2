/**
 * The Bluetooth GATT Heart Rate Measurement characteristic (0x2A37, Heart Rate Service 0x180D):
 *
 * - byte 0, flags: bit 0 heart rate as uint16 (else uint8); bits 1–2 sensor contact
 *   (0/1 not supported, 2 supported but no contact, 3 contact); bit 3 energy expended
 *   (uint16, kJ) present; bit 4 RR intervals present.
 * - then the heart rate, the energy field if flagged, and as many RR intervals (uint16,
 *   1/1024 s) as fit in the rest of the packet. All little-endian.
 */
type SensorContact = 'not-supported' | 'no-contact' | 'contact';

interface HeartRateMeasurement {
  heartRate: number;
  contact: SensorContact;
  /** Cumulative kJ since the sensor's last reset, when sent. */
  energyExpended?: number;
  /** Beat-to-beat intervals in ms (converted from 1/1024 s). */
  rrIntervals: number[];
}

const HR_UINT16 = 0x01;
const CONTACT_SUPPORTED = 0x04;
const CONTACT_DETECTED = 0x02;
const ENERGY_PRESENT = 0x08;
const RR_PRESENT = 0x10;

export function parseHeartRateMeasurement(value: DataView): HeartRateMeasurement {
  if (value.byteLength < 2) throw new RangeError('Heart Rate Measurement too short');
  const flags = value.getUint8(0);
  let offset = 1;
  const wide = (flags & HR_UINT16) !== 0;
  if (wide && value.byteLength < 3) throw new RangeError('Heart Rate Measurement too short');
  const heartRate = wide ? value.getUint16(offset, true) : value.getUint8(offset);
  offset += wide ? 2 : 1;
  const contact: SensorContact =
    (flags & CONTACT_SUPPORTED) === 0
      ? 'not-supported'
      : (flags & CONTACT_DETECTED) !== 0
        ? 'contact'
        : 'no-contact';
  const result: HeartRateMeasurement = { heartRate, contact, rrIntervals: [] };
  if ((flags & ENERGY_PRESENT) !== 0 && offset + 2 <= value.byteLength) {
    result.energyExpended = value.getUint16(offset, true);
    offset += 2;
  }
  if ((flags & RR_PRESENT) !== 0) {
    for (; offset + 2 <= value.byteLength; offset += 2) {
      result.rrIntervals.push((value.getUint16(offset, true) / 1024) * 1000);
    }
  }
  return result;
}
