/** Providers around the router: theme, the sensor connection and (through lib/i18n) translations. */
import { MantineProvider } from '@mantine/core';
import { SensorProvider } from '../features/devices';
import { AppRouter } from './router';
import { cssVariablesResolver, theme } from './theme';

export function App() {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      {/* Above the routes: the sensor stays connected while the clinician navigates. */}
      <SensorProvider>
        <AppRouter />
      </SensorProvider>
    </MantineProvider>
  );
}
