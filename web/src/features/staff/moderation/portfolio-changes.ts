/** What the change list compares of a portfolio: the fields a designer edits (the moderation fragment's shape). */
export interface ComparedPortfolio {
  title: string;
  brief: string;
  detailHtml: string;
  category?: { id: string; name: Named } | null;
  subcategory?: { id: string; name: Named } | null;
  cover?: { fileName: string; url: string } | null;
  shareCover?: { fileName: string; url: string } | null;
  images: { caption: string; image: { fileName: string } }[];
  tags: { id: string; name: string }[];
}

interface Named {
  th: string;
  en: string;
}

/** A category with its subcategory, as the change list names them. */
export interface Classification {
  category: Named | null;
  subcategory: Named | null;
}

/** One field of an edit that differs from the published version. */
export type PortfolioChange =
  | { field: 'title' | 'brief'; before: string; after: string }
  | { field: 'category'; before: Classification; after: Classification }
  | { field: 'cover' | 'shareCover'; before: string | null; after: string | null }
  | { field: 'images'; added: number; removed: number; reordered: boolean; captionsChanged: boolean }
  | { field: 'tags'; added: string[]; removed: string[] }
  | { field: 'detail' };

/**
 * What an edit changes against the published version, field by field, in the editor's order: title, brief,
 * category and subcategory, cover, share image, extra images, tags, detail. Pictures are the same when their stored
 * file is (a revision keeps the file names of pictures it did not replace); the detail is compared as written.
 */
export function portfolioChanges(published: ComparedPortfolio, edited: ComparedPortfolio): PortfolioChange[] {
  const changes: PortfolioChange[] = [];
  if (published.title !== edited.title)
    changes.push({ field: 'title', before: published.title, after: edited.title });
  if (published.brief !== edited.brief)
    changes.push({ field: 'brief', before: published.brief, after: edited.brief });
  if (published.category?.id !== edited.category?.id || published.subcategory?.id !== edited.subcategory?.id)
    changes.push({ field: 'category', before: classification(published), after: classification(edited) });
  for (const field of ['cover', 'shareCover'] as const) {
    const before = published[field] ?? null;
    const after = edited[field] ?? null;
    if (before?.fileName !== after?.fileName)
      changes.push({ field, before: before?.url ?? null, after: after?.url ?? null });
  }
  const images = imageChanges(published.images, edited.images);
  if (images) changes.push(images);
  const beforeTags = new Set(published.tags.map((tag) => tag.name));
  const afterTags = new Set(edited.tags.map((tag) => tag.name));
  const addedTags = [...afterTags].filter((name) => !beforeTags.has(name));
  const removedTags = [...beforeTags].filter((name) => !afterTags.has(name));
  if (addedTags.length > 0 || removedTags.length > 0)
    changes.push({ field: 'tags', added: addedTags, removed: removedTags });
  if (published.detailHtml.trim() !== edited.detailHtml.trim()) changes.push({ field: 'detail' });
  return changes;
}

function classification(portfolio: ComparedPortfolio): Classification {
  return { category: portfolio.category?.name ?? null, subcategory: portfolio.subcategory?.name ?? null };
}

function imageChanges(
  before: ComparedPortfolio['images'],
  after: ComparedPortfolio['images'],
): Extract<PortfolioChange, { field: 'images' }> | null {
  const beforeFiles = before.map((each) => each.image.fileName);
  const afterFiles = after.map((each) => each.image.fileName);
  const added = afterFiles.filter((file) => !beforeFiles.includes(file)).length;
  const removed = beforeFiles.filter((file) => !afterFiles.includes(file)).length;
  // The order of the pictures both versions have.
  const keptBefore = beforeFiles.filter((file) => afterFiles.includes(file));
  const keptAfter = afterFiles.filter((file) => beforeFiles.includes(file));
  const reordered = keptBefore.some((file, index) => keptAfter[index] !== file);
  const captionsChanged = after.some((each) => {
    const old = before.find((other) => other.image.fileName === each.image.fileName);
    return old !== undefined && old.caption !== each.caption;
  });
  return added || removed || reordered || captionsChanged
    ? { field: 'images', added, removed, reordered, captionsChanged }
    : null;
}
