/** Full-page navigation to another address (another app, or a server route). */
export function leavePortal(url: string): void {
  window.location.assign(url);
}
