/** Opens an address in a new tab, without giving it a handle on the portal. */
export function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener');
}

interface PendingTab {
  go(url: string): void;
  close(): void;
}

/**
 * Opens an empty tab now, while the click still counts as a user action (popup blockers), to
 * send it to its address once a call has answered.
 */
export function openPendingTab(): PendingTab {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  return {
    go(url) {
      if (tab && !tab.closed) tab.location.href = url;
      else openInNewTab(url);
    },
    close() {
      tab?.close();
    },
  };
}
