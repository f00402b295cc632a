import './styles.css';

/**
 * The entry. React DOM and the app come in a chunk of their own, imported here: the entry (with
 * `preload.ts`, which index.html runs first) finishes evaluating at once, so the first screen's chunk and
 * its data are requested before React DOM's long evaluation rather than after it.
 */
const root = document.getElementById('root');
if (root) void import('./app/boot').then(({ boot }) => boot(root));
