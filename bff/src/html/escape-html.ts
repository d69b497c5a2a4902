/** Text made safe inside HTML element content and quoted attribute values (pages and share pages the BFF writes). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
