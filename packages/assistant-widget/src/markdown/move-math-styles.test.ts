import { describe, expect, it } from 'vitest';
import { moveMathStyles } from './move-math-styles';

describe('moveMathStyles', () => {
  it.each([
    [
      '<span class="strut" style="height:1em;vertical-align:-0.25em;"></span>',
      '<span class="strut" data-katex-style="height:1em;vertical-align:-0.25em;"></span>',
    ],
    [
      '<svg xmlns="http://www.w3.org/2000/svg" width="400em" style="min-width:0.888em"><path d="M0 0"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" width="400em" data-katex-style="min-width:0.888em"><path d="M0 0"/></svg>',
    ],
    // Text is not a tag: KaTeX escapes it, and a literal `style="` outside a tag stays as it is.
    ['<span class="mord">a style="b"</span>', '<span class="mord">a style="b"</span>'],
    ['<span class="x" data-style="a">t</span>', '<span class="x" data-style="a">t</span>'],
    ['<span title="x" style="color:red">t</span>', '<span title="x" data-katex-style="color:red">t</span>'],
  ])('%s', (html, expected) => {
    expect(moveMathStyles(html)).toBe(expected);
  });
});
