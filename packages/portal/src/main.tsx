import './styles.css';
import { firstRenderData } from './preload';

/**
 * The entry. React DOM and the app come in a chunk of their own, evaluated only once the opened screen's
 * first data has been asked for: React DOM's evaluation is the longest task of a first visit, and the
 * screen's data travels while it runs instead of after it. The first render then waits for that data
 * (up to a limit, see boot.tsx), so the screen commits once, with its content.
 */
const root = document.getElementById('root');
if (root) {
  void firstRenderData.requested
    .then(() => import('./app/boot'))
    .then(({ boot }) => boot(root, firstRenderData.settled));
}
