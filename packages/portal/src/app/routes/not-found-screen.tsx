import { StatusPage } from '../../components/ui/status-page';

/** /404: where unknown paths land. */
export default function NotFoundScreen() {
  return <StatusPage code="404" title="页面不存在" text="您访问的页面不存在或已被移除。" />;
}
