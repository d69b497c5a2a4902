import { useToggleWrite } from './use-toggle-write';

const load = () => import('./audience-writes').then((writes) => writes.changeFollow);

/**
 * Following a designer and no longer (`change(id, on)`), its refusals said in the reader's words (the Following page
 * asks for its list each time it shows).
 */
export function useFollow() {
  return useToggleWrite(load);
}
