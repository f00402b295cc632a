/**
 * The browser-test harness shared by every package: one call starts a local page server
 * and a headless Debian Chromium, and one call stops both.
 */
export { launchChromium, CHROMIUM_ARGS } from './launch-chromium';
export { startPageServer, type PageServer, type PageServerOptions } from './start-page-server';
export { startBrowserSession, type BrowserSession, type BrowserSessionOptions } from './start-browser-session';
