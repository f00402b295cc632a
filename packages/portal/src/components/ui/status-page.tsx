import { Link } from 'wouter';
import { paths } from '../../config/paths';

/** A whole-page status (404, 403): the code, what it means, and the way home. */
export function StatusPage({ code, title, text }: { code: string; title: string; text: string }) {
  return (
    <section className="page-container flex flex-col items-center py-24 text-center">
      <p className="text-6xl font-bold text-brand-500">{code}</p>
      <h1 className="mt-4 text-2xl font-semibold text-ink">{title}</h1>
      <p className="mt-2 text-muted">{text}</p>
      <Link
        href={paths.home.getHref()}
        className="mt-8 rounded-lg bg-brand-600 px-6 py-2 text-white hover:bg-brand-700"
      >
        返回首页
      </Link>
    </section>
  );
}
