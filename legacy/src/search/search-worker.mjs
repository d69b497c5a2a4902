// The entry of a search worker thread. A worker starts with no TypeScript loader of its own: vitest transforms
// only the main thread's modules, and plain node none at all. tsx's hooks are registered here, then the worker
// module is imported (dynamically: a static import would be loaded before register() runs).
import { register } from 'tsx/esm/api';

register();
const { default: searchInWorker } = await import('./search-worker.ts');

export default searchInWorker;
