import type { DemoBuilder } from './create-demo-builder';
import type { DemoFileSource } from './demo-file-source-type';
import type { NamedUnit } from './textbook-unit';

/**
 * A video about a unit (a 微课, a lesson recording, a public class): its title card, then cards for the
 * lesson's goal, its steps and an exercise, each held 4 to 9 seconds, so each video has its own words
 * and its own length. `lesson` narrows it to one lesson of the unit.
 */
export function unitVideo(
  builder: DemoBuilder,
  unit: NamedUnit,
  title: string,
  subtitle: string,
  lesson?: number,
): DemoFileSource {
  const { prng } = builder;
  const focus = lesson === undefined ? unit.lessons : unit.lessons.slice(lesson, lesson + 1);
  const exercise = unit.exercises[(lesson ?? 0) % unit.exercises.length] ?? unit.topic;
  return {
    kind: 'mp4',
    seed: builder.sceneSeed(),
    title,
    subtitle,
    slides: [`学习目标：${focus.join('；')}`, ...focus.map((step) => `新知讲解：${step}`), `课堂练习：${exercise}`],
    slideSeconds: prng.int(4, 9),
  };
}

/** A video of an event (a practice activity, a research activity): its title card and a card per scene. */
export function eventVideo(
  builder: DemoBuilder,
  title: string,
  subtitle: string,
  scenes: readonly string[],
): DemoFileSource {
  return {
    kind: 'mp4',
    seed: builder.sceneSeed(),
    title,
    subtitle,
    slides: scenes,
    slideSeconds: builder.prng.int(4, 9),
  };
}

/** A blackboard plan (板书设计) of a unit: its topic and its lessons in chalk. */
export function unitBoard(unit: NamedUnit): DemoFileSource {
  return { kind: 'png', board: unit.topic, lines: unit.lessons };
}
