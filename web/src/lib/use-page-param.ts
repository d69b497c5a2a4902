import { useSearchParams } from 'react-router';

/**
 * The page of a numbered list, kept in the address (`?page=`), so a reload or a shared link opens the same page.
 * Going to another page keeps the other parameters; ScrollToTop (main-layout) starts it at the top, as every
 * change of address does.
 */
export function usePageParam(): [page: number, goTo: (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  function goTo(next: number) {
    const copy = new URLSearchParams(params);
    if (next <= 1) copy.delete('page');
    else copy.set('page', String(next));
    setParams(copy);
  }
  return [page, goTo];
}
