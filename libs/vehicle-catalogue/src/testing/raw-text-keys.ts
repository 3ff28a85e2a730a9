/** A text key i18next shows when a text is missing: `model.spec.ptoHp`, `search.drives.4wd`, `catalogue:emi.x`. */
const RAW_KEY = /\b[a-z][A-Za-z]*[.:][a-z][A-Za-z0-9-]*(\.[A-Za-z0-9-]+)*\b/g;

/** Text keys shown on the page as text (script contents, such as JSON-LD, are no text a visitor reads). */
export function rawTextKeysOnPage(root: HTMLElement = document.body): string[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const found: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('script, style')) continue;
    found.push(...(node.textContent?.match(RAW_KEY) ?? []));
  }
  return found;
}
