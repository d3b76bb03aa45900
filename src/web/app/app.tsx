/** Providers around the router: theme and (through lib/i18n) translations. */
import { MantineProvider } from '@mantine/core';
import { AppRouter } from './router';
import { theme } from './theme';

export function App() {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <AppRouter />
    </MantineProvider>
  );
}
