import { paths } from '../../config/paths';
import { ManageHeader } from './components/manage-header';
import { ManageItemsPanel } from './components/manage-items-panel';
import { ManageResultsPanel } from './components/manage-results-panel';

/**
 * /lyyk/manage (kept alive, 两研一刊管理员 only): the administrator's news (create, edit, delete) and the
 * research results (evaluate, batch delete). Searches, pages and ticks survive a visit elsewhere.
 */
export default function NewsManageScreen() {
  return (
    <div className="page-container space-y-6 py-6">
      <ManageHeader current={paths.lyykManage.getHref()}>发布和维护教研资讯，评价和整理研究成果。</ManageHeader>
      <ManageItemsPanel kind="news" />
      <ManageResultsPanel />
    </div>
  );
}
