import { beforeEach, describe, expect, it } from 'vitest';
import { cachedSanitizer, sanitizeNow } from '../../bff/src/html/sanitize-html';

/** Counts the real sanitiser's runs: a text answered from the cache does not run it. */
const runs = { count: 0 };
const sanitizeHtml = cachedSanitizer((html) => {
  runs.count += 1;
  return sanitizeNow(html);
});

describe('sanitised rich text, kept per version of the text', () => {
  beforeEach(() => {
    runs.count = 0;
  });

  it('sanitises a text once, then answers the same safe HTML from the cache', () => {
    const raw = `<h2>แนวคิด ${Date.now()}</h2><p onclick="steal()">ผ้าไหม<script>alert(1)</script></p><a href="javascript:x()">ลิงก์</a>`;
    const first = sanitizeHtml(raw);
    expect(first).not.toMatch(/script|onclick|javascript/);
    expect(first).toContain('<h2>แนวคิด');
    expect(sanitizeHtml(raw)).toBe(first);
    expect(sanitizeHtml(raw)).toBe(first);
    expect(runs.count).toBe(1);
  });

  it('sanitises an edited text anew: a new version is a new key', () => {
    const before = `<p>ก่อน ${Date.now()}</p>`;
    const after = `${before}<p onmouseover="x()">หลัง</p>`;
    sanitizeHtml(before);
    expect(sanitizeHtml(after)).toBe(`${before}<p>หลัง</p>`);
    expect(sanitizeHtml(before)).toBe(before);
    expect(runs.count).toBe(2);
  });

  it('keeps a bounded amount: the least recently read texts make room for new ones', () => {
    // 60 texts of 100 000 characters: more than the 4 million the cache holds.
    const texts = Array.from({ length: 60 }, (_, index) => `<p>${index}:${'ก'.repeat(100_000)}</p>`);
    for (const text of texts) sanitizeHtml(text);
    expect(runs.count).toBe(60);
    // The newest are still there; the oldest was dropped and is sanitised again.
    sanitizeHtml(texts[59] ?? '');
    expect(runs.count).toBe(60);
    expect(sanitizeHtml(texts[0] ?? '')).toBe(texts[0]);
    expect(runs.count).toBe(61);
  });
});
