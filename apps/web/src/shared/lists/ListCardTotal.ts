/** The server's page of a list: `totalCapped` when the server stopped counting at `total`. */
export type ListPage = { page: number; pageSize: number; total: number; totalCapped?: boolean };

/** A total as shown: a capped one is a floor, '10 000+' (fr-CA unless English, as money amounts). */
export function formatListTotal(total: number, capped: boolean | undefined, language: string | undefined): string {
  return capped ? `${new Intl.NumberFormat(language === 'en' ? 'en-CA' : 'fr-CA').format(total)}+` : String(total);
}

/**
 * What ListCard shows of a page: the number of pages, the range and the total as text. A capped
 * total is a floor ("10 000+"): one more page is always offered, the server counts up to each page
 * it serves, so the last page's total is exact. French first, as the money amounts (fr-CA unless English).
 */
export function listCardTotal(data: ListPage | undefined, language: string | undefined) {
  if (!data) return { pages: 1, from: 0, to: 0, shownTotal: undefined };
  const capped = data.totalCapped === true;
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize), capped ? data.page + 1 : 1);
  const from = data.total > 0 ? (data.page - 1) * data.pageSize + 1 : 0;
  const to = Math.min(data.total, data.page * data.pageSize);
  const shownTotal = formatListTotal(data.total, capped, language);
  return { pages, from, to, shownTotal };
}
