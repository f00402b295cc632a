import { useQuery } from '@tanstack/react-query';
import { QueryView } from '../../../components/ui/query-view';
import { SectionPanel } from '../../../components/ui/section-panel';
import { ListSkeleton } from '../../../components/ui/skeleton';
import { homeQueries } from '../home-api';

/** The education map (SPEC §7 educationMap): the county's towns with their schools and pupils. */
export function EducationMap() {
  const query = useQuery(homeQueries.educationMap);
  return (
    <SectionPanel title="教育地图">
      <QueryView query={query} skeleton={<ListSkeleton rows={3} />} isEmpty={(towns) => towns.length === 0}>
        {(towns) => {
          const most = Math.max(1, ...towns.map((town) => town.schoolCount));
          const schools = towns.reduce((sum, town) => sum + town.schoolCount, 0);
          return (
            <>
              <p className="mb-4 text-sm text-muted">
                全县 {towns.length} 个乡镇（街道），{schools} 所学校接入平台
              </p>
              <ul className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3 lg:grid-cols-4">
                {towns.map((town) => (
                  <li key={town.townCode} title={town.schools.map((school) => school.name).join('、')}>
                    <div className="flex items-baseline justify-between text-sm">
                      <span className="text-ink">{town.townName}</span>
                      <span className="text-muted">{town.schoolCount} 所</span>
                    </div>
                    {/* An SVG bar, not a styled div: its width is an attribute, which the CSP allows in
                        server-rendered HTML (an inline style attribute it refuses). */}
                    <svg
                      className="mt-1 block h-1.5 w-full overflow-hidden rounded-full"
                      viewBox="0 0 100 1"
                      preserveAspectRatio="none"
                      aria-hidden="true"
                    >
                      <rect width="100" height="1" className="fill-brand-50" />
                      <rect width={Math.round((town.schoolCount / most) * 100)} height="1" className="fill-brand-500" />
                    </svg>
                  </li>
                ))}
              </ul>
            </>
          );
        }}
      </QueryView>
    </SectionPanel>
  );
}
