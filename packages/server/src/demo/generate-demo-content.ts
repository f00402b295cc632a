import { addArticlesAndNews } from './add-articles-and-news';
import { addCentralSchools } from './add-central-schools';
import { addCollections } from './add-collections';
import { addComments } from './add-comments';
import { addContests } from './add-contests';
import { addContributions } from './add-contributions';
import { addExhibitions } from './add-exhibitions';
import { addMediaComments } from './add-media-comments';
import { addMessages } from './add-messages';
import { addPeople } from './add-people';
import { addPracticeContent } from './add-practice-content';
import { addResearchContent } from './add-research-content';
import { addResourceFiles } from './add-resource-files';
import { addSchools } from './add-schools';
import { addSiteFurniture } from './add-site-furniture';
import { addStudioWorks } from './add-studio-works';
import { addStudios } from './add-studios';
import { addThreeClassLessons } from './add-three-class-lessons';
import { addThreeClassroomContent } from './add-three-classroom-content';
import { addUnpreviewableFiles } from './add-unpreviewable-files';
import { createDemoBuilder } from './create-demo-builder';
import type { DemoContent } from './demo-content';

/** The seed of the shipped demo data. */
export const DEMO_SEED = 20_260_901;

/**
 * Builds the whole demo data set from a seed: the same seed gives the same rows, pictures and file
 * recipes, so tests and screenshots are stable. The steps share one generator, so their order is part
 * of the output: reordering them changes every row after the move.
 */
export function generateDemoContent(seed: number = DEMO_SEED): DemoContent {
  const builder = createDemoBuilder(seed);
  addSchools(builder);
  addPeople(builder);
  addArticlesAndNews(builder);
  addSiteFurniture(builder);
  addPracticeContent(builder);
  addContests(builder);
  addResearchContent(builder);
  addStudios(builder);
  addThreeClassroomContent(builder);
  addResourceFiles(builder);
  addComments(builder);
  addMessages(builder);
  addCollections(builder);
  // Added later: last, so the rows above keep their ids and values.
  addCentralSchools(builder);
  addUnpreviewableFiles(builder);
  addExhibitions(builder);
  addMediaComments(builder);
  addThreeClassLessons(builder);
  addStudioWorks(builder);
  addContributions(builder);
  return builder.out;
}
