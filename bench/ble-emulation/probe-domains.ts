/**
 * Which CDP target answers which emulation domain in this Chromium build. Here (156):
 * BluetoothEmulation only on the browser target, DeviceAccess only on the page target.
 *
 *   node --import tsx bench/ble-emulation/probe-domains.ts [extra chromium flags...]
 */
import { chromium } from 'playwright-core';

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', ...process.argv.slice(2)],
});
const page = await browser.newPage();
const sessions = [
  ['page', await page.context().newCDPSession(page)],
  ['browser', await browser.newBrowserCDPSession()],
] as const;
for (const [target, session] of sessions) {
  for (const method of ['BluetoothEmulation.enable', 'DeviceAccess.enable'] as const) {
    const params = method.startsWith('Bluetooth') ? { state: 'powered-on', leSupported: true } : {};
    try {
      await session.send(method, params as never);
      console.log(target, method, 'ok');
    } catch (error) {
      console.log(target, method, String(error).split('\n')[0]);
    }
  }
}
await browser.close();
