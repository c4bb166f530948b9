/**
 * GraphiQL marks each of its tabs' `<li>` as the `tab` and puts the tab's buttons inside it, which nests
 * interactive controls (axe: nested-interactive, serious): a screen reader announces one control and
 * hides the buttons in it. This moves the `tab` role and its selection onto the tab's own button and
 * leaves the `<li>` as a plain list item, for every tab GraphiQL adds or re-renders.
 */
export function fixTabRoles(root: HTMLElement): () => void {
  const fix = () => {
    for (const item of root.querySelectorAll<HTMLElement>('li.graphiql-tab[role="tab"]')) {
      const button = item.querySelector<HTMLElement>('.graphiql-tab-button');
      if (!button) continue;
      item.setAttribute('role', 'presentation');
      button.setAttribute('role', 'tab');
      button.setAttribute('aria-selected', item.getAttribute('aria-selected') ?? 'false');
      item.removeAttribute('aria-selected');
    }
  };
  fix();
  const observer = new MutationObserver(fix);
  observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['role', 'aria-selected'] });
  return () => observer.disconnect();
}
