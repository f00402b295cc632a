/** A console list's filter bar submit button. */
export function SearchButton() {
  return (
    <button
      type="submit"
      className="rounded-lg border border-brand-600 px-4 py-2 text-sm text-brand-700 hover:bg-brand-50"
    >
      搜索
    </button>
  );
}
