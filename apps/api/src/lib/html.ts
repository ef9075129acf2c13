/** Text written into HTML (a page's head, the pay page, an email): no value can open a tag. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
