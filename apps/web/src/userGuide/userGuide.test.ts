/**
 * The user guide (`public/user-guide/UserGuide.html`, static): every picture it shows exists and says
 * in French what it shows, no picture lies unused, every link inside the page leads somewhere, and
 * its outline is one h1 then levels without gaps. Its accessibility and 320 px fit are checked in a
 * real browser by `e2e/content-pages.spec.ts`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const folder = join(dirname(fileURLToPath(import.meta.url)), '../../public/user-guide/');
const guide = new DOMParser().parseFromString(readFileSync(`${folder}UserGuide.html`, 'utf8'), 'text/html');
const pictures = [...guide.querySelectorAll('main img')];
const images = readdirSync(`${folder}images`).filter((name) => name.endsWith('.png'));

describe('the user guide', () => {
  it('shows only pictures that exist, each with a French description of what it shows', () => {
    expect(pictures.length).toBeGreaterThan(30);
    for (const picture of pictures) {
      const src = picture.getAttribute('src')!;
      expect(src, 'a picture of the guide’s own folder').toMatch(/^images\/[\w-]+\.png$/);
      expect(images, `${src} exists`).toContain(src.slice('images/'.length));
      const alt = picture.getAttribute('alt') ?? '';
      expect(alt.length, `${src} is described`).toBeGreaterThan(25);
      expect(alt, `${src}: a sentence, not a file name`).not.toMatch(/\.png|capture|screenshot|image/i);
    }
  });

  it('leaves no picture unused, and stays light', () => {
    const used = new Set(pictures.map((picture) => picture.getAttribute('src')!.slice('images/'.length)));
    expect(images.filter((name) => !used.has(name))).toEqual([]);
    const bytes = images.reduce((sum, name) => sum + statSync(`${folder}images/${name}`).size, 0);
    expect(bytes).toBeLessThan(4 * 1024 * 1024);
  });

  it('has every link inside the page lead to a part of it, and a table of contents of every part', () => {
    const ids = [...guide.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    const anchors = [...guide.querySelectorAll('a[href^="#"]')].map((link) => link.getAttribute('href')!.slice(1));
    for (const anchor of anchors) expect(ids, `#${anchor}`).toContain(anchor);
    const contents = [...guide.querySelectorAll('nav.toc a')].map((link) => link.getAttribute('href'));
    const parts = [...guide.querySelectorAll('main h2[id], main h3[id]')]
      .map((heading) => `#${heading.id}`)
      .filter((id) => id !== '#sommaire');
    expect(contents).toEqual(parts);
  });

  it('has one h1, then headings without a skipped level', () => {
    const levels = [...guide.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => Number(heading.tagName[1]));
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    expect(levels[0]).toBe(1);
    levels.slice(1).forEach((level, index) => expect(level).toBeLessThanOrEqual(levels[index]! + 1));
  });
});
