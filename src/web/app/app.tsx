/** Providers around the router: theme, the sensor connection and (through lib/i18n) translations. */
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
// The provider's own module, not the devices index: the index's other exports (status line,
// badges) would be hoisted into the first load with it.
import { SensorProvider } from '../features/devices/sensor-context';
import { AppRouter } from './routes';
import { cssVariablesResolver, theme } from './theme';

/** `router`: the browser's by default; the build's prerender passes a static one. */
export function App({ router = <AppRouter /> }: { router?: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      {/* Above the routes: the sensor stays connected while the clinician navigates. */}
      <SensorProvider>{router}</SensorProvider>
    </MantineProvider>
  );
}
