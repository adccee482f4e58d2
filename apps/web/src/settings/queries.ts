import { useQuery } from '@tanstack/react-query';
import { fetchEquipment, fetchEquipmentOptions } from './equipment-api';

/** TanStack Query keys of the settings pages' own data (the profile's are in athlete-data). */
export const settingsKeys = {
  equipmentOptions: ['equipment', 'options'] as const,
  equipment: ['equipment', 'mine'] as const,
};

/** The options never change while the app runs. */
export function useEquipmentOptions() {
  return useQuery({
    queryKey: settingsKeys.equipmentOptions,
    queryFn: fetchEquipmentOptions,
    staleTime: Infinity,
  });
}

export function useEquipment() {
  return useQuery({ queryKey: settingsKeys.equipment, queryFn: fetchEquipment });
}
