/** The browser's Bluetooth support, checked once per screen ('checking' until it answers). */
import { useEffect, useState } from 'react';
import { type BluetoothSupport, checkBluetoothSupport } from './bluetooth-support';
import { browserBluetooth } from './web-bluetooth-types';

export function useBluetoothSupport(): BluetoothSupport | 'checking' {
  const [support, setSupport] = useState<BluetoothSupport | 'checking'>('checking');
  useEffect(() => {
    let current = true;
    void checkBluetoothSupport(browserBluetooth(), window.isSecureContext).then((answer) => {
      if (current) setSupport(answer);
    });
    return () => {
      current = false;
    };
  }, []);
  return support;
}
