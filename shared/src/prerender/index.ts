// `@wolvo/shared/prerender`: for pages drawn in Node (the login page at build time, the tracking page
// by the API). No browser code imports it.

/** `text` safe inside an HTML element or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
