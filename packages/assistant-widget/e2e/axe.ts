/** The widget's tests call axe-core through the shared harness. */
export { type AxeViolation, runAxe as default } from '@edu/browser-harness';
