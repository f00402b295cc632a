/**
 * `@edu/assistant-widget/element`: registers `<edu-assistant>` (the package's only side effect).
 * Safe to import twice: a second registration is skipped.
 */
import { createElementClass } from './element/create-element-class';

export const ELEMENT_NAME = 'edu-assistant';

if (typeof customElements !== 'undefined' && !customElements.get(ELEMENT_NAME)) {
  customElements.define(ELEMENT_NAME, createElementClass());
}
