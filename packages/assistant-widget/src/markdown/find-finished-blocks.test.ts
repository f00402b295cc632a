import { describe, expect, it } from 'vitest';
import { countFinishedBlocks, findLineStarts, splitTopLevelBlocks } from './find-finished-blocks';
import { markdownParser } from './markdown-parser';

function finishedCount(text: string): number {
  const tokens = markdownParser.parse(text, {});
  return countFinishedBlocks(splitTopLevelBlocks(tokens), tokens, text);
}

describe('findLineStarts', () => {
  it.each([
    ['', [0]],
    ['a', [0]],
    ['a\nb', [0, 2]],
    ['a\r\nb\rc\n', [0, 3, 5, 7]],
    ['a\r', [0, 2]],
  ])('%j → %j', (text, starts) => {
    expect(findLineStarts(text)).toEqual(starts);
  });
});

describe('splitTopLevelBlocks', () => {
  it('groups nested tokens under their top-level block', () => {
    const tokens = markdownParser.parse('# h\n\n- a\n  - b\n\n```\nx\n```\n', {});
    expect(splitTopLevelBlocks(tokens).map((block) => [tokens[block.start]?.type, block.firstLine])).toEqual([
      ['heading_open', 0],
      ['bullet_list_open', 2],
      ['fence', 5],
    ]);
  });
});

describe('countFinishedBlocks', () => {
  it.each([
    // text, finished blocks, why
    ['段落', 0, 'the only block is the tail'],
    ['一\n\n二', 0, "the next block's first line is not terminated"],
    ['一\n\n二\n', 1, 'a blank line and a complete next line'],
    ['一\n\n二\n\n三\n', 2, 'two separated blocks'],
    ['一\n二\n', 0, 'one paragraph'],
    ['段落\n# 标题\n', 0, 'a paragraph without a blank line after it could still change'],
    ['# 标题\n段落\n', 1, 'an ATX heading ends with its line'],
    ['标题\n---\n\n段\n', 1, 'a setext heading after a blank line'],
    ['---\n段\n', 1, 'a rule ends with its line'],
    ['```\ncode\n```\n段\n', 1, 'a closed fence'],
    ['```\ncode\n\n段\n', 0, 'an unclosed fence swallows the rest'],
    ['$$\nx\n$$\n段\n', 1, 'a closed $$ block'],
    ['$$\nx\n\n段\n', 0, 'an unclosed $$ block swallows the rest'],
    ['    code\n段\n', 1, 'indented code ends at a non-indented line'],
    ['- a\n- b\n\n段\n', 1, 'a list followed by a separated paragraph'],
    ['- a\n\n- b\n', 0, 'a loose list is one block'],
    ['- a\n\n  续\n', 0, 'an indented continuation belongs to the item'],
    ['1. a\n\n2', 0, '"2" could still become "2." and continue the list'],
    ['1. a\n\n2.\n', 0, 'it did'],
    ['1. a\n\n2\n', 1, 'a terminated "2" is a paragraph'],
    ['> 引\n\n> 用\n', 1, 'two quotes'],
    ['> 引\n续\n', 0, 'lazy continuation'],
    ['| a |\n|---|\n| 1 |\n\n段\n', 1, 'a table ended by a blank line'],
    ['段\n| a |\n|-\n', 0, 'a table that may interrupt a paragraph keeps both live'],
    ['一\r\n\r\n二\r\n', 1, 'CRLF line ends'],
  ])('%j → %i (%s)', (text, count) => {
    expect(finishedCount(text)).toBe(count);
  });
});
