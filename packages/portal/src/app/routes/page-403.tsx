import { StatusPage } from '../../components/ui/status-page';

/** Page403 (SPEC §8): the server refused this page to this user. */
export default function Page403() {
  return <StatusPage code="403" title="没有访问权限" text="您的账号无权访问此页面，如需开通请联系管理员。" />;
}
