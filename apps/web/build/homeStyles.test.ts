import { describe, expect, it } from 'vitest';
import { emotionStyleTag } from './homeStyles.ts';

describe('the prerendered home’s style tag', () => {
  it('names every rule set for emotion’s cache, and cannot be closed by the CSS it holds', () => {
    const tag = emotionStyleTag({
      names: ['abc', 'def'],
      css: '.css-abc{color:red;}.css-def::after{content:"</style>";}',
    });
    expect(tag).toBe(
      '<style data-emotion="css abc def">.css-abc{color:red;}.css-def::after{content:"<\\/style>";}</style>',
    );
    const parsed = new DOMParser().parseFromString(`<head>${tag}</head>`, 'text/html').querySelectorAll('style');
    expect(parsed).toHaveLength(1);
    expect(parsed[0]!.getAttribute('data-emotion')).toBe('css abc def');
  });
});
