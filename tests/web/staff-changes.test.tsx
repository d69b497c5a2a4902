import { describe, expect, it } from 'vitest';
import {
  portfolioChanges,
  type ComparedPortfolio,
} from '../../web/src/features/staff/moderation/portfolio-changes';

const published: ComparedPortfolio = {
  title: 'โคมไฟจักสาน',
  brief: 'ไม้ไผ่',
  detailHtml: '<p>เดิม</p>',
  category: { id: '1', name: { th: 'เฟอร์นิเจอร์', en: 'Furniture' } },
  subcategory: { id: '11', name: { th: 'โคมไฟ', en: 'Lamps' } },
  cover: { fileName: 'cover.png', url: '/images/cover.png' },
  shareCover: null,
  images: [
    { caption: 'ด้านหน้า', image: { fileName: 'a.png' } },
    { caption: 'ด้านข้าง', image: { fileName: 'b.png' } },
  ],
  tags: [
    { id: '1', name: 'ไม้ไผ่' },
    { id: '2', name: 'หัตถกรรม' },
  ],
};

/** What a moderator reads of an edit of published work: each changed field, and nothing else. */
describe('the change list of an edit', () => {
  it('finds no change in an identical copy (the revision keeps the pictures’ file names)', () => {
    expect(portfolioChanges(published, structuredClone(published))).toEqual([]);
  });

  it('names each changed field in the editor’s order, with before and after', () => {
    const edited: ComparedPortfolio = {
      ...published,
      title: 'โคมไฟจักสาน รุ่นสอง',
      subcategory: { id: '12', name: { th: 'โต๊ะ', en: 'Tables' } },
      cover: { fileName: 'cover-2.png', url: '/images/cover-2.png' },
      shareCover: { fileName: 'share.png', url: '/images/share.png' },
      images: [
        { caption: 'ด้านข้าง', image: { fileName: 'b.png' } },
        { caption: 'ด้านหน้า ใหม่', image: { fileName: 'a.png' } },
        { caption: '', image: { fileName: 'c.png' } },
      ],
      tags: [
        { id: '2', name: 'หัตถกรรม' },
        { id: '3', name: 'ของแต่งบ้าน' },
      ],
      detailHtml: '<p>ใหม่</p>',
    };
    expect(portfolioChanges(published, edited)).toEqual([
      { field: 'title', before: 'โคมไฟจักสาน', after: 'โคมไฟจักสาน รุ่นสอง' },
      {
        field: 'category',
        before: { category: published.category?.name, subcategory: published.subcategory?.name },
        after: { category: published.category?.name, subcategory: { th: 'โต๊ะ', en: 'Tables' } },
      },
      { field: 'cover', before: '/images/cover.png', after: '/images/cover-2.png' },
      { field: 'shareCover', before: null, after: '/images/share.png' },
      { field: 'images', added: 1, removed: 0, reordered: true, captionsChanged: true },
      { field: 'tags', added: ['ของแต่งบ้าน'], removed: ['ไม้ไผ่'] },
      { field: 'detail' },
    ]);
  });

  it('tells a removed picture from a reordering', () => {
    const edited = { ...published, images: [published.images[1]!], cover: null };
    expect(portfolioChanges(published, edited)).toEqual([
      { field: 'cover', before: '/images/cover.png', after: null },
      { field: 'images', added: 0, removed: 1, reordered: false, captionsChanged: false },
    ]);
  });
});
