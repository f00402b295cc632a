import { getReformDetail, getReformLabels, getReformPage } from '@edu/api-client';
import { articleSectionQueries } from '../../components/articles/article-section-queries';

/** SPEC §7 "Reform": the reform labels, reform news by label, keyword and date, one reform article. */
export const reformQueries = articleSectionQueries('reform', {
  categories: getReformLabels,
  page: getReformPage,
  detail: getReformDetail,
});
