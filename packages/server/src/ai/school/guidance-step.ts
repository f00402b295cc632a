import { asksForExplanation, looksLikeExercise } from './looks-like-exercise';

/** How far the guiding has gone for the current exercise: 1 a hint, 2 a stronger hint, 3 a worked similar example. */
type HintLevel = 1 | 2 | 3;

/** The guiding step for the latest user message, or undefined when no exercise is under way. */
export interface GuidanceStep {
  level: HintLevel;
  /** The pupil asked for an explanation (granted in secondary mode). */
  explanationAsked: boolean;
  /** The exercise's own text (the user message that started it). */
  exercise: string;
}

/**
 * Finds the exercise the conversation is on: the latest user message that reads like one, with the user
 * turns since then (each "还是不会" moves one level up). A conversation whose latest exercise lies more than
 * two follow-ups back has moved on: no guidance.
 */
export function guidanceStep(messages: readonly { role: string; content: string }[]): GuidanceStep | undefined {
  const userTexts = messages.filter((message) => message.role === 'user').map((message) => message.content);
  for (let back = 0; back < 3 && back < userTexts.length; back += 1) {
    const text = userTexts[userTexts.length - 1 - back] ?? '';
    if (looksLikeExercise(text)) {
      const latest = userTexts.at(-1) ?? '';
      return {
        level: (back + 1) as HintLevel,
        explanationAsked: back > 0 && asksForExplanation(latest),
        exercise: text,
      };
    }
  }
  return undefined;
}

const LEVEL_INSTRUCTIONS: Readonly<Record<HintLevel, string>> = {
  1: '这条消息像是一道练习题。本次只给一个启发性的提示，指出第一步该想什么，不要给出答案或完整解法。',
  2: '学生还没有做出来。本次给一个更具体的提示，可以说出方法和关键步骤，但不要算出最终答案。',
  3: '学生仍需要帮助。本次讲解一道数字或条件不同的类似题目的完整解法，然后请学生用同样的方法自己完成原题；不要给出原题的答案。',
};

/** The instruction the model gets for this step of the guiding. */
export function guidanceInstruction(step: GuidanceStep, explanationAllowed: boolean): string {
  if (step.explanationAsked && explanationAllowed) {
    return '学生请求讲解这道题。讲清思路和每一步的理由，引导学生理解，最后一步的计算留给学生完成。';
  }
  return LEVEL_INSTRUCTIONS[step.level];
}
