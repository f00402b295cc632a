import type { IllustrationMotif } from './draw-illustration';

/** Words of a title and the picture that shows them, first match wins. */
const MOTIF_WORDS: readonly (readonly [RegExp, IllustrationMotif])[] = [
  [/运动|体育|跳绳|足球|篮球|排球|跑|体操|锻炼|健身|立定跳远/, 'sports'],
  [/剪纸|绘画|书法|合唱|豫剧|艺术|文艺|美术|音乐|乐器|民歌|音符|手工|画/, 'art'],
  [/科技|科学|实验|物理|化学|生物|净水|发明|智慧|编程|信息|电|光|声音|水|空气|细胞|月相|种子/, 'science'],
  [/研学|澧河|湿地|农场|种植|劳动|县衙|遗址|盐|自然|田野|家乡|地理|地球|春天|植物|中草药/, 'landscape'],
  [/阅读|读书|书香|期刊|征稿|课题|政策|标准|办法|意见|纲要|规划|计划|论文|汇编|研究|故事|诗|作文|征文/, 'books'],
];

/**
 * The motif a picture for `title` is drawn with, so a cover shows something of its subject: a sports
 * meet a running track, a science fair a flask, a reading month books; a lesson or a meeting a classroom.
 */
export function motifForTitle(title: string): IllustrationMotif {
  return MOTIF_WORDS.find(([words]) => words.test(title))?.[1] ?? 'classroom';
}
