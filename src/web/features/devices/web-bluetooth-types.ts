/**
 * The slice of the Web Bluetooth API the driver uses, typed structurally: TypeScript's DOM
 * library has no Web Bluetooth types, and tests can pass a stub with the same shape.
 */

export interface GattCharacteristicLike extends EventTarget {
  /** The last value read or notified. */
  readonly value?: DataView | null;
  startNotifications(): Promise<unknown>;
  stopNotifications?(): Promise<unknown>;
  readValue(): Promise<DataView>;
}

export interface GattServiceLike {
  getCharacteristic(characteristic: number): Promise<GattCharacteristicLike>;
}

export interface GattServerLike {
  readonly connected: boolean;
  connect(): Promise<GattServerLike>;
  disconnect(): void;
  getPrimaryService(service: number): Promise<GattServiceLike>;
}

export interface BluetoothDeviceLike extends EventTarget {
  readonly id: string;
  readonly name?: string | null;
  readonly gatt?: GattServerLike | null;
  /** Chrome with the permissions backend: scan for this device's advertisements. */
  watchAdvertisements?(options?: { signal?: AbortSignal }): Promise<void>;
}

export interface RequestDeviceOptions {
  filters: { services: number[] }[];
  optionalServices: number[];
}

export interface BluetoothLike {
  requestDevice(options: RequestDeviceOptions): Promise<BluetoothDeviceLike>;
  getAvailability?(): Promise<boolean>;
  /** Devices this site was granted before (Chrome with the permissions backend only). */
  getDevices?(): Promise<BluetoothDeviceLike[]>;
}

/** `navigator.bluetooth` where the browser has it (Chrome, Edge), else null (Safari, Firefox). */
export function browserBluetooth(): BluetoothLike | null {
  if (typeof navigator === 'undefined') return null;
  const bluetooth = (navigator as Navigator & { bluetooth?: BluetoothLike }).bluetooth;
  return bluetooth ?? null;
}
