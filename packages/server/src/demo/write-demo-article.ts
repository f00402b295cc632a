import type { PortalSchoolTable } from '../db/portal-schema';
import type { DemoBuilder } from './create-demo-builder';
import type { ArticleTemplate } from './demo-articles';
import { fillTemplate } from './fill-template';

/** An article written from a template about one school of the county. */
export interface DemoArticle {
  title: string;
  summary: string;
  body: string;
  school: PortalSchoolTable;
}

/** How many schools are tried before a repeated title is accepted as an error. */
const SCHOOL_TRIES = 40;

/**
 * Writes an article from `template`: a school of the template's phase (a teacher of that school for
 * `{person}`), its town, and a count in the template's range. A title in `taken` is not written again:
 * another school is drawn, so a template used twice in one list names two schools.
 */
export function writeDemoArticle(
  builder: DemoBuilder,
  template: ArticleTemplate,
  taken: Set<string> = new Set(),
): DemoArticle {
  const { prng, out } = builder;
  const schools = out.schools.filter((s) => !template.phase || s.phase_id === template.phase);
  const [low, high] = template.count ?? [8, 60];
  for (let attempt = 0; attempt < SCHOOL_TRIES; attempt++) {
    const school = prng.pick(schools);
    const teachers = out.teachers.filter((t) => t.school_id === school.id);
    const values = {
      town: builder.townName(school.town_code),
      school: school.name,
      person: teachers.length > 0 ? prng.pick(teachers).name : builder.personName(),
      count: String(prng.int(low, high)),
      n: String(prng.int(20, 40)),
    };
    const title = fillTemplate(template.title, values);
    if (taken.has(title)) continue;
    taken.add(title);
    const paragraphs = template.paragraphs.map((p) => fillTemplate(p, values));
    return {
      title,
      summary: paragraphs[0] ?? '',
      body: paragraphs.map((p) => `<p>${p}</p>`).join(''),
      school,
    };
  }
  throw new Error(`No school left for another article titled ${template.title}`);
}
