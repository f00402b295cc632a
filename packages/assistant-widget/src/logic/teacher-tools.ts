import type { AssistantModeId } from '@edu/api-client';

/** A teacher tool: a button that turns the text at hand into a request (issue 35). */
export interface TeacherTool {
  id: 'exercises' | 'lesson-outline' | 'simplify';
  label: string;
  /** The request built from the text (a selection, or what is typed in the input) and the chosen grade. */
  prompt(text: string, grade: string): string;
  /** The modes that offer it. */
  modes: readonly AssistantModeId[];
}

const quoted = (text: string) => (text.trim() === '' ? '（请在这里写上内容）' : text.trim());

/**
 * The teacher tools as data, for the panel and the selection bubble alike (the one source of their
 * prompts): 出题 with answers and explanations, a lesson-plan outline for a unit, and a text simplified
 * for a grade.
 */
export const TEACHER_TOOLS: readonly TeacherTool[] = [
  {
    id: 'exercises',
    label: '出题',
    prompt: (text) =>
      `请根据下面的内容出 5 道练习题（选择题、填空题和简答题都要有），每道题附上答案和解析：\n\n${quoted(text)}`,
    modes: ['teacher'],
  },
  {
    id: 'lesson-outline',
    label: '教案提纲',
    prompt: (text) =>
      `请为下面这个单元写一份教案提纲，包括教学目标、重点难点、课时安排、教学过程和作业设计：\n\n${quoted(text)}`,
    modes: ['teacher'],
  },
  {
    id: 'simplify',
    label: '按年级简化',
    prompt: (text, grade) =>
      `请把下面的内容改写成适合${grade}学生阅读的文字，保留要点，用这个年级学过的字词和短句：\n\n${quoted(text)}`,
    modes: ['teacher'],
  },
];

/** The grades 按年级简化 offers, youngest first. */
export const SIMPLIFY_GRADES = [
  '小学一年级',
  '小学二年级',
  '小学三年级',
  '小学四年级',
  '小学五年级',
  '小学六年级',
  '初中一年级',
  '初中二年级',
  '初中三年级',
  '高中一年级',
  '高中二年级',
  '高中三年级',
] as const;

/** The grade 按年级简化 starts at, in the panel and the selection bubble. */
export const DEFAULT_SIMPLIFY_GRADE: (typeof SIMPLIFY_GRADES)[number] = '小学三年级';

/** The tools a mode offers. */
export function teacherToolsFor(mode: AssistantModeId): TeacherTool[] {
  return TEACHER_TOOLS.filter((tool) => tool.modes.includes(mode));
}
