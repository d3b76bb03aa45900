/**
 * Debian's Chromium and the flags every headless run here needs: as root it needs no sandbox,
 * and without the background-networking flags it keeps dialling Google on a closed network.
 * Shared by the Playwright config and the web benchmark.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
