import type { AvailabilitySlot, Modality } from '../../model/athlete';

/** An availability slot of `hours` hours (seconds in the slot) that offers `modalities`. */
export const slot = (hours: number, ...modalities: Modality[]): AvailabilitySlot => ({
  duration: hours * 3600,
  modalities,
});
