import { Link } from 'wouter';
import { paths } from '../../config/paths';

/** Page403 (SPEC §8): the server refused this page to this user. */
export default function Page403() {
  return (
    <section className="page-container flex flex-col items-center py-24 text-center">
      <p className="text-6xl font-bold text-brand-500">403</p>
      <h1 className="mt-4 text-2xl font-semibold text-ink">没有访问权限</h1>
      <p className="mt-2 text-muted">您的账号无权访问此页面，如需开通请联系管理员。</p>
      <Link
        href={paths.home.getHref()}
        className="mt-8 rounded-lg bg-brand-600 px-6 py-2 text-white hover:bg-brand-700"
      >
        返回首页
      </Link>
    </section>
  );
}
