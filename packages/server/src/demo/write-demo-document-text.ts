import { SUBJECTS } from '../reference-data/school-attributes';
import type { DemoBuilder } from './create-demo-builder';
import * as text from './demo-text';
import { fillTemplate } from './fill-template';
import type { DocumentText } from './make-office-documents';

/** Writes the body of a document file: an opening about a random place, three middles and a closing. */
export function writeDemoDocumentText(builder: DemoBuilder, title: string): DocumentText {
  const { prng, out } = builder;
  const values = {
    town: builder.townName(prng.pick(out.schools).town_code),
    school: prng.pick(out.schools).name,
    subject: prng.pick(SUBJECTS).name,
  };
  return {
    title,
    paragraphs: [
      fillTemplate(prng.pick(text.OPENINGS), values),
      ...prng.sample(text.MIDDLES, 3),
      prng.pick(text.CLOSINGS),
    ],
  };
}
