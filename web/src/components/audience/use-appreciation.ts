import { useToggleWrite } from './use-toggle-write';

const load = () => import('./audience-writes').then((writes) => writes.changeAppreciation);

/** Appreciating a work and taking it back (`change(id, on)`), its refusals said in the reader's words. */
export function useAppreciation() {
  return useToggleWrite(load);
}
