import { describe, expect, it } from 'vitest';
import { toSpokenLine, toSpokenText } from './to-spoken-text';

describe('toSpokenLine', () => {
  it.each([
    ['plain text', '资源中心提供优质资源。', '资源中心提供优质资源。'],
    ['bold link', '请看 **[资源中心](/resource)**：推荐资源。', '请看资源中心：推荐资源。'],
    ['heading', '## 如何参赛', '如何参赛'],
    ['bullet', '- [竞赛](/contest/list)：资源竞赛', '竞赛：资源竞赛'],
    ['star bullet', '* 第一项', '第一项'],
    ['ordered item kept', '1. 打开首页', '1. 打开首页'],
    ['quote', '> 引用的话', '引用的话'],
    ['image', '![校园风景](https://x/y.png)', '校园风景'],
    ['inline code', '输入 `npm start` 即可', '输入 npm start 即可'],
    ['inline math', '面积是 $\\pi r^2$ 平方米', '面积是 \\pi r^2 平方米'],
    ['italic', '这是*重点*内容', '这是重点内容'],
    ['underscore bold', '__注意__事项', '注意事项'],
    ['strike', '~~旧的~~新的', '旧的新的'],
    ['html tag', '换行<br>继续', '换行继续'],
    ['table row', '| 栏目 | 地址 |', '栏目，地址'],
    ['table divider', '| --- | :---: |', ''],
    ['fence', '```ts', ''],
    ['rule', '---', ''],
    ['blank', '   ', ''],
    ['space between Chinese dropped', '第一 第二', '第一第二'],
    ['space beside Latin kept', '使用 AI 助手', '使用 AI 助手'],
    ['snake_case word kept', 'file_name_here', 'file_name_here'],
    ['arithmetic star kept', '2 * 3 = 6', '2 * 3 = 6'],
  ])('%s', (_label, line, spoken) => {
    expect(toSpokenLine(line)).toBe(spoken);
  });
});

describe('toSpokenText', () => {
  it('converts each line and drops the blank ones', () => {
    const markdown =
      '您好！\n\n关于“比赛”，请看 **[竞赛](/contest/list)**：资源竞赛。\r\n\r\n相关的页面还有：\n- [资源](/resource)：资源中心\n\n点击链接即可打开对应页面。';
    expect(toSpokenText(markdown)).toBe(
      '您好！\n关于“比赛”，请看竞赛：资源竞赛。\n相关的页面还有：\n资源：资源中心\n点击链接即可打开对应页面。',
    );
  });
});
