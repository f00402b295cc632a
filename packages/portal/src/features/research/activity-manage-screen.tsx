import { useState } from 'react';
import { paths } from '../../config/paths';
import { formatDate } from '../../lib/format-date';
import { activityStatusOf } from './activity-status';
import { ActivityFilesDialog } from './components/activity-files-dialog';
import { ActivityStatusBadge } from './components/activity-status-badge';
import { ManageHeader } from './components/manage-header';
import { ManageItemsPanel } from './components/manage-items-panel';
import type { ResearchActivity } from './research-api';

/**
 * /lyyk/activeManage (kept alive, 两研一刊管理员 only): the administrator's activities (create, edit,
 * delete) and each activity's result files (batch add through the upload component, batch delete).
 */
export default function ActivityManageScreen() {
  const [filesOf, setFilesOf] = useState<ResearchActivity | null>(null);
  const today = formatDate(new Date().toISOString());
  return (
    <div className="page-container space-y-6 py-6">
      <ManageHeader current={paths.lyykActiveManage.getHref()}>组织教研活动，整理活动的成果文件。</ManageHeader>
      <ManageItemsPanel
        kind="activity"
        columns={[
          { header: '活动日期', cell: (item) => item.startDate || '待定' },
          { header: '地点', cell: (item) => item.location },
          {
            header: '状态',
            cell: (item) => <ActivityStatusBadge status={activityStatusOf(item.status, item.startDate, today)} />,
          },
        ]}
        actions={(item) => (
          <button
            type="button"
            aria-label={`文件 ${item.title}`}
            onClick={() => setFilesOf(item)}
            className="rounded px-2 py-1 text-sm text-brand-600 hover:bg-brand-50"
          >
            文件
          </button>
        )}
      />
      {filesOf ? <ActivityFilesDialog activity={filesOf} onClose={() => setFilesOf(null)} /> : null}
    </div>
  );
}
