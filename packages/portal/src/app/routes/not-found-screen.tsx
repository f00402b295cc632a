import { Link } from 'wouter';
import { paths } from '../../config/paths';

/** /404: where unknown paths land. */
export default function NotFoundScreen() {
  return (
    <section className="page-container flex flex-col items-center py-24 text-center">
      <p className="text-6xl font-bold text-brand-500">404</p>
      <h1 className="mt-4 text-2xl font-semibold text-ink">页面不存在</h1>
      <p className="mt-2 text-muted">您访问的页面不存在或已被移除。</p>
      <Link
        href={paths.home.getHref()}
        className="mt-8 rounded-lg bg-brand-600 px-6 py-2 text-white hover:bg-brand-700"
      >
        返回首页
      </Link>
    </section>
  );
}
