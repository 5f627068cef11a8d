/**
 * Where notifications render: a child of `<body>` that stays audible. An open MUI dialog sets
 * `aria-hidden` on every other child of `<body>`, which would silence a notification shown while
 * the dialog is open (a refused code, a failed save); this element takes that attribute off again.
 */
export function createAudibleRoot(): { element: HTMLElement; remove: () => void } {
  const element = document.createElement('div');
  element.dataset.notifications = '';
  document.body.append(element);
  const observer = new MutationObserver(() => element.removeAttribute('aria-hidden'));
  observer.observe(element, { attributes: true, attributeFilter: ['aria-hidden'] });
  return {
    element,
    remove() {
      observer.disconnect();
      element.remove();
    },
  };
}
