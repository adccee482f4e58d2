/**
 * The few Web Bluetooth types the strap measurement uses (TypeScript's DOM library has none).
 * Web Bluetooth exists in Chrome and Edge on desktop and Android; Safari and Firefox lack it.
 */
interface HeartRateCharacteristic extends EventTarget {
  value?: DataView;
  startNotifications(): Promise<HeartRateCharacteristic>;
  stopNotifications(): Promise<HeartRateCharacteristic>;
}
interface GattService {
  getCharacteristic(name: 'heart_rate_measurement'): Promise<HeartRateCharacteristic>;
}
interface GattServer {
  connected: boolean;
  connect(): Promise<GattServer>;
  disconnect(): void;
  getPrimaryService(name: 'heart_rate'): Promise<GattService>;
}
interface BluetoothStrap {
  name?: string;
  gatt?: GattServer;
}
interface WebBluetooth {
  requestDevice(options: { filters: { services: string[] }[] }): Promise<BluetoothStrap>;
  /** `false` when the device has no Bluetooth adapter or it is switched off (not in every browser). */
  getAvailability?(): Promise<boolean>;
}

/**
 * Chrome rejects `requestDevice` with NotFoundError both when the athlete closes the chooser
 * and when there is no adapter; only the message tells them apart.
 */
export function isMissingAdapter(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'NotFoundError' && /adapter/i.test(error.message);
}

export function webBluetooth(): WebBluetooth | undefined {
  return (navigator as Navigator & { bluetooth?: WebBluetooth }).bluetooth;
}

/** Asks the athlete to pick a strap, then subscribes to its Heart Rate Measurement notifications. */
export async function connectHeartRateStrap(bluetooth: WebBluetooth) {
  const device = await bluetooth.requestDevice({ filters: [{ services: ['heart_rate'] }] });
  if (!device.gatt) throw new Error('This strap does not offer a heart-rate service.');
  const server = await device.gatt.connect();
  const service = await server.getPrimaryService('heart_rate');
  const characteristic = await service.getCharacteristic('heart_rate_measurement');
  await characteristic.startNotifications();
  return {
    name: device.name ?? 'Heart-rate strap',
    characteristic,
    disconnect: () => {
      void characteristic.stopNotifications().catch(() => undefined);
      if (server.connected) server.disconnect();
    },
  };
}
