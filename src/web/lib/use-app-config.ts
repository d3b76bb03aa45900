/** The server's config for a screen; the loader (with its zod schema) is fetched on demand. */
import { useEffect, useState } from 'react';
import type { AppConfig } from './app-config';

/** The config, or null while it loads or when the server cannot be reached. */
export function useAppConfig(): AppConfig | null {
  const [config, setConfig] = useState<AppConfig | null>(null);
  useEffect(() => {
    let live = true;
    import('./app-config')
      .then(({ loadAppConfig }) => loadAppConfig())
      .then(
        (loaded) => live && setConfig(loaded),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, []);
  return config;
}
