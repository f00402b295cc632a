import { createMarkdownParser } from './create-markdown-parser';

/** The parser shared by `renderMarkdown` and every streaming renderer (it holds no per-reply state). */
export const markdownParser = createMarkdownParser();
