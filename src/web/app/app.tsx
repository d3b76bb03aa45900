/** Providers around the router: theme and (through lib/i18n) translations. */
import { MantineProvider } from '@mantine/core';
import { AppRouter } from './router';
import { cssVariablesResolver, theme } from './theme';

export function App() {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      <AppRouter />
    </MantineProvider>
  );
}
