/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The package.json version, injected by vite.config.ts. */
  readonly APP_VERSION: string;
}
