import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/** HTML_CodeSniffer's built script: the sniffs and the WCAG 2 standards in one file. */
const HTMLCS_SCRIPT = createRequire(import.meta.url).resolve('html_codesniffer/build/HTMLCS.js');

/**
 * Errors HTML_CodeSniffer reports where there is none, each on the elements it is wrong about.
 * `code` ends the message's code; `selector` names the elements, never the whole page.
 */
const NOT_FAILURES: { code: string; selector: string; why: string }[] = [
  {
    code: 'G1,G123,G124.NoSuchID',
    selector: 'a[href^="#/"]',
    why:
      'A link to a screen of the hash router (`#/cookiesPolicy`): the router shows that screen, it is not a ' +
      'fragment of this page; a fragment with no target (`#cgu`) is still an error.',
  },
  {
    code: '1_3_5.H98',
    selector: 'input[type="email"][autocomplete~="username"]',
    why:
      "The sign-in address is the account's user name for password managers: HTML allows `username` on an " +
      'e-mail field since 2020 (whatwg/html#5881); HTML_CodeSniffer 2.5.1 follows HTML 5.2, which did not.',
  },
  {
    code: '3_2_2.H32.2',
    selector: 'form[hidden]',
    why:
      "The sign-in's passkey form is never shown and has no field: the passkey's assertion is posted by " +
      'script (`PasskeyForm`), there is nothing for a keyboard to submit.',
  },
];

/** One error as the check prints it: its code, where it is, what it says. */
export interface CodeSnifferError {
  code: string;
  element: string;
  message: string;
}

let script: Promise<string> | undefined;

/**
 * Runs HTML_CodeSniffer's WCAG2AA standard on the page as it is and answers its errors (type 1);
 * its warnings and notices ask a person to judge and are left out. The script is evaluated rather
 * than added as a tag: the portal's Content-Security-Policy (`script-src 'self'`) refuses an inline
 * script, and the check must not loosen the policy of the page it checks.
 */
export async function codeSnifferErrors(page: Page): Promise<CodeSnifferError[]> {
  script ??= readFile(HTMLCS_SCRIPT, 'utf8');
  if (!(await page.evaluate(() => 'HTMLCS' in window))) await page.evaluate(await script);
  return page.evaluate(
    async ({ notFailures }) => {
      type Message = { type: number; code: string; msg: string; element: Element | Document };
      const htmlcs = (
        window as unknown as {
          HTMLCS: {
            process: (standard: string, content: Document, done: () => void, failed: () => void, lang: string) => void;
            getMessages: () => Message[];
          };
        }
      ).HTMLCS;
      // HTML_CodeSniffer 2.5.1 asks for `…InvalidAutoComplete_…` messages its translations spell
      // `…InvalidAutocomplete_…`: without this copy, an autocomplete error throws instead of being reported.
      const english = (window as unknown as { translation: Record<string, Record<string, string>> }).translation.en!;
      for (const [key, text] of Object.entries(english)) {
        if (key.includes('InvalidAutocomplete_')) english[key.replace('Autocomplete', 'AutoComplete')] ??= text;
      }
      await new Promise<void>((resolve, reject) =>
        htmlcs.process('WCAG2AA', document, resolve, () => reject(new Error('HTML_CodeSniffer failed')), 'en'),
      );
      const messages = htmlcs.getMessages();

      // A short CSS path (up to three levels, ids and a class each) and the start of the opening tag.
      const describe = (node: Element | Document) => {
        if (!(node instanceof Element)) return 'the document';
        const steps: string[] = [];
        for (let at: Element | null = node; at && at !== document.body && steps.length < 3; at = at.parentElement) {
          const className = [...at.classList].find((name) => !name.startsWith('css-'));
          steps.unshift(`${at.localName}${at.id ? `#${at.id}` : ''}${className ? `.${className}` : ''}`);
          if (at.id) break;
        }
        const openingTag = node.outerHTML.slice(0, node.outerHTML.indexOf('>') + 1);
        return `${steps.join(' > ')} ${openingTag.length > 160 ? `${openingTag.slice(0, 160)}…` : openingTag}`;
      };
      const isNotFailure = (message: Message) =>
        notFailures.some(
          ({ code, selector }) =>
            message.code.endsWith(code) && message.element instanceof Element && message.element.matches(selector),
        );

      return messages
        .filter((message) => message.type === 1 && !isNotFailure(message))
        .map((message) => ({ code: message.code, element: describe(message.element), message: message.msg }));
    },
    { notFailures: NOT_FAILURES.map(({ code, selector }) => ({ code, selector })) },
  );
}
