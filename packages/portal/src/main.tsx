import './styles.css';
import { firstScreenDataRequested } from './preload';

/**
 * The entry. React DOM and the app come in a chunk of their own, evaluated only once the opened screen's
 * first data has been asked for: React DOM's evaluation is the longest task of a first visit, and the
 * screen's data and pictures then travel while it runs instead of after it.
 */
const root = document.getElementById('root');
if (root) {
  void firstScreenDataRequested.then(() => import('./app/boot')).then(({ boot }) => boot(root));
}
