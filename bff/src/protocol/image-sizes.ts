/** The sizes of the copies `/images/…` makes, which the schema and the page head name too. */

/** The widths `?w=` may ask for: a short list, so the resized copies stay few and cacheable. */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 960, 1280] as const;

/** The size of a link preview's picture (`?card`) that Facebook, LINE and X show large. */
export const CARD_SIZE = { width: 1200, height: 630 } as const;
