/** The server's config for a screen (the sign-in and sign-up pages ask whether sign-up is open). */
import { useEffect, useState } from 'react';
import { type AppConfig, loadAppConfig } from './app-config';

/** The config, or null while it loads or when the server cannot be reached. */
export function useAppConfig(): AppConfig | null {
  const [config, setConfig] = useState<AppConfig | null>(null);
  useEffect(() => {
    let live = true;
    loadAppConfig().then(
      (loaded) => live && setConfig(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return config;
}
