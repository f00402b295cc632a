/**
 * `@edu/assistant-widget/markdown`: the widget's safe markdown renderer, usable without React.
 * See README.md in this folder for the safety model, math loading and streaming.
 */

export { applyMathStyles } from './apply-math-styles';
export {
  createStreamingMarkdown,
  type StreamingMarkdown,
  type StreamingMarkdownOptions,
  type StreamingMarkdownUpdate,
} from './create-streaming-markdown';
export { COPY_CODE_ATTRIBUTE, MATH_PENDING_ATTRIBUTE, MATH_STYLE_ATTRIBUTE } from './markdown-constants';
export { isMathRendererLoaded, loadMathRenderer } from './math-renderer';
export { type MathStyleDeclaration, parseMathStyle } from './parse-math-style';
export { hasPendingMath, renderMarkdown } from './render-markdown';
