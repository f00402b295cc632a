import type { ModeSettingsTable } from './assistant-mode-for';

/** What every mode's instructions share: the assistant never does a pupil's homework or exam for them. */
const GUIDING =
  '如果问题看起来是作业、练习或考试题，不要直接给出答案：先给一个提示，学生仍不会时再给更具体的提示，最后讲解一道类似题目的完整解法，让学生自己完成原题。';

/**
 * The modes as they are before an administrator changes them, following the Ministry of Education's 2025
 * guide on generative AI in primary and secondary schools: no open-ended generation for primary pupils,
 * guiding rather than answering exercises, teachers in charge.
 */
export const DEFAULT_MODE_SETTINGS: ModeSettingsTable = {
  teacher: {
    prompt: '对方是教师。可以直接给出答案、解析和教学建议，帮助备课、出题和设计教案。',
    image: true,
    video: true,
    guided: false,
    teacherTools: true,
  },
  visitor: {
    prompt: '对方是访问平台的公众。介绍平台的栏目和资源，语言礼貌、简洁。',
    image: true,
    video: true,
    guided: false,
    teacherTools: false,
  },
  secondary: {
    prompt: `对方是中学生。${GUIDING}学生明确请求讲解时，可以讲清思路和步骤。`,
    image: true,
    video: true,
    guided: true,
    teacherTools: false,
  },
  primary: {
    prompt: `对方是小学生。用简短、浅显、亲切的语言回答，每次只讲一两个要点。${GUIDING}`,
    image: false,
    video: false,
    guided: true,
    teacherTools: false,
  },
};

/**
 * The words the assistant refuses before any administrator edits the list: a short seed of clearly harmful
 * topics for a school (violence, drugs, gambling, self-harm), meant to be extended in the console.
 */
export const DEFAULT_BLOCKED_WORDS: readonly string[] = ['自杀方法', '制作炸弹', '买毒品', '网络赌博', '赌博网站'];
