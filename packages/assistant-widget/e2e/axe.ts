/** The widget's tests call axe-core through the shared harness. */
export { runAxe as default } from '@edu/browser-harness';
