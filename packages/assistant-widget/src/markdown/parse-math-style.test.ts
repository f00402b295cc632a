import { describe, expect, it } from 'vitest';
import { parseMathStyle } from './parse-math-style';

describe('parseMathStyle', () => {
  it.each([
    [
      'height:1.2em;vertical-align:-0.25em;',
      [
        ['height', '1.2em'],
        ['vertical-align', '-0.25em'],
      ],
    ],
    [
      'height:1.2em;vertical-align:-0.25em',
      [
        ['height', '1.2em'],
        ['vertical-align', '-0.25em'],
      ],
    ],
    [' Margin-Right : 0.05em ; ', [['margin-right', '0.05em']]],
    ['color:#cc0000', [['color', '#cc0000']]],
    [
      'border-style:solid;position:relative;top:-2.55em',
      [
        ['border-style', 'solid'],
        ['position', 'relative'],
        ['top', '-2.55em'],
      ],
    ],
    [
      'min-width:0.888em;text-shadow:0.02em 0.01em 0.04px',
      [
        ['min-width', '0.888em'],
        ['text-shadow', '0.02em 0.01em 0.04px'],
      ],
    ],
    ['', []],
    [';;', []],
  ])('%s → %j', (style, expected) => {
    expect(parseMathStyle(style)?.map(({ property, value }) => [property, value])).toEqual(expected);
  });

  it.each([
    'background:url(javascript:alert(1))',
    'background-image:none',
    'height:1em;behavior:url(x)',
    'width:expression(alert(1))',
    'color:red\\;position:fixed',
    'top:"0"',
    "top:'0'",
    'left:0/0',
    'height',
    'height:',
    'height:1em:2em',
    'content:x',
    'display:none',
    'color:var(--x)',
    `height:${'1'.repeat(65)}`,
  ])('refuses %s as a whole', (style) => {
    expect(parseMathStyle(style)).toBeUndefined();
  });
});
