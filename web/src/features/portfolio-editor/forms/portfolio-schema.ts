import * as yup from 'yup';
import { messageId } from '../../../i18n/catalog';
import type { UploadLimits } from '../../../lib/upload-image';
import { isRichTextEmpty } from '../../../lib/text';
import type { PortfolioInput } from '../../../graphql/generated/graphql';

/** An image stored through `POST /upload`: the name the mutations take and the URL of its preview. */
export interface StoredImage {
  fileName: string;
  url: string;
}

/** The server's upload limits with the sizes it recommends for the covers (`uploadLimits`). */
export interface PortfolioUploadLimits extends UploadLimits {
  cover: { width: number; height: number };
  shareImage: { width: number; height: number };
}

/** One row of the extra images: a local key, the uploaded image (none yet) and its description. */
export interface ImageRow {
  key: number;
  image: StoredImage | null;
  caption: string;
}

/** What the portfolio form edits (§3 Portfolio): ids are strings as they come from the schema. */
export interface PortfolioFormValues {
  categoryId: string;
  subcategoryId: string;
  title: string;
  brief: string;
  detailHtml: string;
  /** Normal tags (type 0). */
  tagIds: string[];
  /** Award tags (type 1). */
  awardIds: string[];
  cover: StoredImage | null;
  shareCover: StoredImage | null;
  images: ImageRow[];
}

export const EMPTY_PORTFOLIO: PortfolioFormValues = {
  categoryId: '',
  subcategoryId: '',
  title: '',
  brief: '',
  detailHtml: '',
  tagIds: [],
  awardIds: [],
  cover: null,
  shareCover: null,
  images: [],
};

/** The dialog every failed save shows (§5, §8: an error dialog 'validate-field'). */
export const VALIDATE_FIELD = messageId('portfolioEditor.validateField');

/**
 * Saving needs a category, a subcategory, a title, a brief and some detail (§5); each message is a
 * catalogue id the form shows under its field, beside the 'validate-field' dialog.
 */
export const portfolioSchema = yup.object({
  categoryId: yup.string().trim().required(messageId('portfolioEditor.categoryRequired')),
  subcategoryId: yup.string().trim().required(messageId('portfolioEditor.subcategoryRequired')),
  title: yup.string().trim().required(messageId('portfolioEditor.titleRequired')),
  brief: yup.string().trim().required(messageId('portfolioEditor.briefRequired')),
  detailHtml: yup
    .string()
    .test('not-empty', messageId('portfolioEditor.detailRequired'), (html) => !isRichTextEmpty(html)),
});

/** The fields a save is missing, in form order; empty when it may be sent. */
export function missingFields(values: PortfolioFormValues): (keyof PortfolioFormValues)[] {
  try {
    portfolioSchema.validateSync(values, { abortEarly: false });
    return [];
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    const order: (keyof PortfolioFormValues)[] = [
      'categoryId',
      'subcategoryId',
      'title',
      'brief',
      'detailHtml',
    ];
    const failed = new Set(error.inner.map((inner) => inner.path));
    return order.filter((field) => failed.has(field));
  }
}

/** A subcategory choice, with the category it belongs to. */
export interface SubcategoryChoice {
  id: string;
  categoryId: string;
}

/** The subcategories a category offers (§5: those whose category equals the chosen one); none without one. */
export function subcategoryChoices<Choice extends SubcategoryChoice>(
  subcategories: readonly Choice[],
  categoryId: string,
): Choice[] {
  if (!categoryId) return [];
  return subcategories.filter((subcategory) => subcategory.categoryId === categoryId);
}

/** The extra images a save sends: rows without an uploaded file are dropped (§4), descriptions trimmed. */
export function imagesToSave(rows: readonly ImageRow[]): { fileName: string; caption: string }[] {
  return rows.flatMap((row) =>
    row.image?.fileName ? [{ fileName: row.image.fileName, caption: row.caption.trim() }] : [],
  );
}

/** The rows with the one at `index` moved by `offset` (-1 up, 1 down); unchanged at either end. */
export function moveRow<Row>(rows: readonly Row[], index: number, offset: -1 | 1): Row[] {
  const target = index + offset;
  if (index < 0 || index >= rows.length || target < 0 || target >= rows.length) return [...rows];
  const moved = [...rows];
  [moved[index], moved[target]] = [moved[target] as Row, moved[index] as Row];
  return moved;
}

/** The next row's key: the last one plus one (as the profile rows are numbered). */
export function nextRowKey(rows: readonly ImageRow[]): number {
  return rows.reduce((last, row) => Math.max(last, row.key), 0) + 1;
}

/**
 * The mutation input of a valid form: normal and award tags together (§7 tagport: normal plus award ids). Every
 * field the form edits is sent, none left out: on update a left-out field would be kept as it was, not emptied.
 */
export function portfolioInputOf(values: PortfolioFormValues): Required<PortfolioInput> {
  return {
    categoryId: values.categoryId,
    subcategoryId: values.subcategoryId,
    title: values.title.trim(),
    brief: values.brief.trim(),
    detailHtml: values.detailHtml,
    coverFileName: values.cover?.fileName ?? '',
    shareCoverFileName: values.shareCover?.fileName ?? '',
    images: imagesToSave(values.images),
    tagIds: [...new Set([...values.tagIds, ...values.awardIds])],
  };
}
