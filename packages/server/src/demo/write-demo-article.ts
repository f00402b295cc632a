import type { PortalSchoolTable } from '../db/portal-schema';
import { SUBJECTS } from '../reference-data/school-attributes';
import type { DemoBuilder } from './create-demo-builder';
import * as text from './demo-text';
import type { IllustrationMotif } from './draw-illustration';
import { fillTemplate } from './fill-template';

/** An article written from the demo text templates about a random school and subject. */
export interface DemoArticle {
  title: string;
  summary: string;
  body: string;
  school: PortalSchoolTable;
  subject: (typeof SUBJECTS)[number];
  motif: IllustrationMotif;
}

/** Writes an article: a title from `template`, an opening, two middles and a closing paragraph. */
export function writeDemoArticle(builder: DemoBuilder, template: string, motif: IllustrationMotif): DemoArticle {
  const { prng, out } = builder;
  const school = prng.pick(out.schools);
  const subject = prng.pick(SUBJECTS);
  const values = {
    town: builder.townName(school.town_code),
    school: school.name,
    subject: subject.name,
    n: String(prng.int(20, 40)),
  };
  const paragraphs = [
    fillTemplate(prng.pick(text.OPENINGS), values),
    ...prng.sample(text.MIDDLES, 2).map((p) => fillTemplate(p, values)),
    fillTemplate(prng.pick(text.CLOSINGS), values),
  ];
  return {
    title: fillTemplate(template, values),
    summary: paragraphs[0] ?? '',
    body: paragraphs.map((p) => `<p>${p}</p>`).join(''),
    school,
    subject,
    motif,
  };
}
