import { recoveryCodeLabels } from '@portal/shared';

/** The codes as a text file: a title line, then one code a line. */
export const recoveryCodesText = (codes: string[]) =>
  [recoveryCodeLabels.fileHeader, '', ...codes.map((code, index) => `${index + 1}. ${code}`), ''].join('\r\n');

/** Saves the codes as a `.txt` file. */
export function downloadRecoveryCodes(codes: string[]): void {
  const url = URL.createObjectURL(new Blob([recoveryCodesText(codes)], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = recoveryCodeLabels.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Once the browser took the file.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Prints the codes alone, from a page of their own (the profile behind them stays off the paper). */
export function printRecoveryCodes(codes: string[]): void {
  const page = window.open('', '_blank');
  if (!page) {
    window.print();
    return;
  }
  const doc = page.document;
  doc.title = recoveryCodeLabels.shownTitle;
  doc.documentElement.lang = 'fr';
  const heading = doc.createElement('h1');
  heading.textContent = recoveryCodeLabels.fileHeader;
  const list = doc.createElement('ol');
  list.style.fontFamily = 'monospace';
  list.style.fontSize = '16pt';
  for (const code of codes) {
    const item = doc.createElement('li');
    item.textContent = code;
    list.append(item);
  }
  doc.body.append(heading, list);
  page.focus();
  page.print();
  page.close();
}
