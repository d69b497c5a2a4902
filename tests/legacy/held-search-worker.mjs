// A search worker that holds every search until the test opens the gate, so that a test can fill the search
// queue, or call the API while a search is running, without timing anything. Messages on the channel:
// 'holding' (sent here when a search arrives) and 'open' (sent by the test: this and every later search runs).
import { BroadcastChannel } from 'node:worker_threads';
import searchInWorker from '../../legacy/src/search/search-worker.mjs';

const channel = new BroadcastChannel('held-searches');
channel.unref();
let open = false;
const waiting = [];
channel.onmessage = (event) => {
  if (event.data !== 'open') return;
  open = true;
  for (const resume of waiting.splice(0)) resume();
};

export default async function heldSearch(task) {
  if (!open) {
    channel.postMessage('holding');
    await new Promise((resume) => waiting.push(resume));
  }
  return searchInWorker(task);
}
