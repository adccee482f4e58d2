export function createEquipmentService() {
  return {};
}

export type EquipmentService = ReturnType<typeof createEquipmentService>;
