/**
 * The browser-test harness shared by every package: one call starts a local page server
 * and a headless Debian Chromium, and one call stops both.
 */
export { CHROMIUM_ARGS, launchChromium } from './launch-chromium';
export { recordWireBytes, type WireRecord, type WireRecorder } from './record-wire-bytes';
export { type AxeViolation, runAxe } from './run-axe';
export { SCREENSHOTS_DIR, saveScreenshot, screenshotsWanted } from './save-screenshot';
export {
  installSpeechSynthesisDouble,
  type RecordedUtterance,
  type SpeechDoubleWindow,
} from './speech-synthesis-double';
export { type BrowserSession, type BrowserSessionOptions, startBrowserSession } from './start-browser-session';
export { type PageServer, type PageServerOptions, startPageServer } from './start-page-server';
