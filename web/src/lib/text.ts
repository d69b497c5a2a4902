/**
 * Cuts a title as the site always has (§9): longer than `over` characters, it shows its first `at`
 * characters and dots. Cards use over 20 / at 25.
 */
export function cutTitle(title: string, limits: { over: number; at: number } = { over: 20, at: 25 }): string {
  const characters = Array.from(title);
  return characters.length > limits.over ? `${characters.slice(0, limits.at).join('')}...` : title;
}
