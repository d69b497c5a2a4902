import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Routes are lazy chunks: the first find waits for the chunk as well as the data.
configure({ asyncUtilTimeout: 5000 });

// A console error or warning during a component test is a failure (as in epic-stack).
for (const method of ['error', 'warn'] as const) {
  vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
    throw new Error(`console.${method}: ${args.map(String).join(' ')}`);
  });
}

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

// jsdom has no layout: media queries never match (the narrow, phone-first layout).
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;
window.scrollTo = () => undefined;
