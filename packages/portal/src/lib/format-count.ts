/**
 * A count with thousands separators, as `Intl.NumberFormat('zh-CN')` writes it (`12,345`). Written out
 * because building that formatter loads the browser's locale data: about 100 ms of main-thread work
 * when the home page first renders.
 */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const digits = String(Math.round(Math.abs(value)));
  return `${value < 0 && digits !== '0' ? '-' : ''}${digits.replace(/\B(?=(\d{3})+$)/g, ',')}`;
}
