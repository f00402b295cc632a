import { describe, expect, it } from 'vitest';
import { TEACHER_TOOLS, teacherToolsFor } from './teacher-tools';

describe('teacher tools', () => {
  it('are offered in teacher mode only', () => {
    expect(teacherToolsFor('teacher').map((tool) => tool.label)).toEqual(['出题', '教案提纲', '按年级简化']);
    for (const mode of ['visitor', 'secondary', 'primary'] as const) expect(teacherToolsFor(mode)).toEqual([]);
  });

  it.each(TEACHER_TOOLS.map((tool) => [tool.label, tool] as const))(
    '%s quotes the text it is given',
    (_label, tool) => {
      expect(tool.prompt('  分数的加减法  ', '小学五年级')).toContain('\n\n分数的加减法');
      expect(tool.prompt('', '小学五年级')).toContain('（请在这里写上内容）');
    },
  );

  it('asks 出题 for answers and explanations, and 按年级简化 for the chosen grade', () => {
    expect(TEACHER_TOOLS[0]?.prompt('x', '') ?? '').toContain('答案和解析');
    expect(TEACHER_TOOLS[2]?.prompt('x', '初中一年级') ?? '').toContain('适合初中一年级学生');
  });
});
