import { useSearchParams } from 'react-router';

/** The page of a numbered list the address asks for (`?page=`, 1 without one). */
export function pageOf(params: URLSearchParams): number {
  return Math.max(1, Math.floor(Number(params.get('page'))) || 1);
}

/**
 * The page of a numbered list, kept in the address (`?page=`), so a reload or a shared link opens the same page.
 * Going to another page keeps the other parameters; ScrollToTop (main-layout) starts it at the top, as every
 * change of address does.
 */
export function usePageParam(): [page: number, goTo: (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  function goTo(next: number) {
    const copy = new URLSearchParams(params);
    if (next <= 1) copy.delete('page');
    else copy.set('page', String(next));
    setParams(copy);
  }
  return [page, goTo];
}
