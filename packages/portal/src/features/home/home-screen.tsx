import { AfterFirstPaint } from '../../components/ui/after-first-paint';
import { PageSkeleton } from '../../components/ui/skeleton';
import { AdBanners } from './components/ad-banners';
import { AppsBlock } from './components/apps-block';
import { EducationMap } from './components/education-map';
import { HeroCarousel } from './components/hero-carousel';
import { LinksBlock } from './components/links-block';
import { NewsBlock } from './components/news-block';
import { ResourcesBlock } from './components/resources-block';
import { SectionShortcuts } from './components/section-shortcuts';
import { SpecialResources } from './components/special-resources';
import { StatsBand } from './components/stats-band';

/**
 * /index: the home page (SPEC §1): every block loads on its own, with its own skeleton and retry; the
 * blocks below the fold render after the first paint.
 */
export default function HomeScreen() {
  return (
    <div className="page-container space-y-6 py-6">
      <h1 className="sr-only">首页</h1>
      <HeroCarousel />
      <StatsBand />
      <SectionShortcuts />
      <NewsBlock />
      <AfterFirstPaint placeholder={<PageSkeleton />}>
        <AdBanners />
        <AppsBlock />
        <ResourcesBlock />
        <SpecialResources />
        <EducationMap />
        <LinksBlock />
      </AfterFirstPaint>
    </div>
  );
}
