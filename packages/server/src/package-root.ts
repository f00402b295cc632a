import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (packages/server). This module sits one level below it both as source
 * (src/package-root.ts) and when bundled (dist/main.js, dist/index.js), so `..` from here is the root.
 */
const SERVER_PACKAGE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where the widget's script-tag build lands, relative to this package (WIDGET_DIR's default). */
export const DEFAULT_WIDGET_DIR = path.join(SERVER_PACKAGE_ROOT, '..', 'assistant-widget', 'dist', 'standalone');

/** Where the portal's build lands, relative to this package (PORTAL_DIR's default). */
export const DEFAULT_PORTAL_DIR = path.join(SERVER_PACKAGE_ROOT, '..', 'portal', 'dist');

/** Where the portal's server render lands, relative to this package (PORTAL_RENDERER's default). */
export const DEFAULT_PORTAL_RENDERER = path.join(SERVER_PACKAGE_ROOT, '..', 'portal', 'dist-server', 'render-page.js');
