import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ChoiceChips } from '../../components/ui/choice-chips';
import { PageHeader } from '../../components/ui/page-header';
import { latestVersionQuery } from './after-service-api';
import { CentralSchoolsPanel } from './components/central-schools-panel';
import { MagazinesPanel } from './components/magazines-panel';
import { PeriodicalsPanel } from './components/periodicals-panel';

type Part = 'magazines' | 'periodicals' | 'central-schools';

const PARTS: readonly { value: Part; label: string }[] = [
  { value: 'magazines', label: '课后杂志' },
  { value: 'periodicals', label: '期刊文章' },
  { value: 'central-schools', label: '中心学校' },
];

/**
 * /afterService: after-school services (SPEC §1, §7): the magazine and its issues, the periodical articles
 * searchable by town, and the towns' central schools that run the services.
 */
export default function AfterServiceScreen() {
  const [part, setPart] = useState<Part>('magazines');
  const version = useQuery(latestVersionQuery);
  return (
    <div className="page-container space-y-5 py-6">
      <PageHeader title="课后服务">课后服务杂志、期刊文章，以及各乡镇中心学校的课后服务安排，可按乡镇查看。</PageHeader>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ChoiceChips<Part> label="课后服务栏目" options={PARTS} value={part} onChange={setPart} />
        {version.data?.version ? (
          <p className="text-sm text-muted">
            课后服务客户端 v{version.data.version}（{version.data.releaseDate}）：{version.data.notes}
          </p>
        ) : null}
      </div>
      {part === 'magazines' ? <MagazinesPanel /> : null}
      {part === 'periodicals' ? <PeriodicalsPanel /> : null}
      {part === 'central-schools' ? <CentralSchoolsPanel /> : null}
    </div>
  );
}
