import { apiFetch } from '../api/client';
import type { ApiRequestBody, ApiResponse } from '../api/contract';

/** docs/api.md "Equipment": the options the server knows, and the athlete's own list. */
export type EquipmentOption = ApiResponse<'/api/v1/app/equipment/options'>[number];
export type EquipmentList = ApiResponse<'/api/v1/app/equipment'>;
type EquipmentBody = ApiRequestBody<'/api/v1/app/equipment', 'put'>;

export const fetchEquipmentOptions = () => apiFetch<EquipmentOption[]>('/api/v1/app/equipment/options');

export const fetchEquipment = () => apiFetch<EquipmentList>('/api/v1/app/equipment');

export const saveEquipment = (equipment: string[]) =>
  apiFetch<EquipmentList>('/api/v1/app/equipment', {
    method: 'PUT',
    body: { equipment } satisfies EquipmentBody,
    action: 'settings.equipment',
  });
