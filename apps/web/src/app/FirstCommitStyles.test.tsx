import { useLayoutEffect, useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import { FirstCommitStyles } from './FirstCommitStyles.tsx';

/** A box whose layout effect reads its own colour, as a component measuring itself would. */
function ColourProbe({ colour, seen }: { colour: string; seen: string[] }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    seen.push(getComputedStyle(ref.current!).color);
  }, [seen]);
  return <Box ref={ref} sx={{ color: colour }} data-testid={colour} />;
}

function Page({ seen }: { seen: string[] }) {
  const [more, setMore] = useState(false);
  return (
    <>
      <GlobalStyles styles={{ body: { margin: '7px' } }} />
      <ColourProbe colour="rgb(1, 2, 3)" seen={seen} />
      {more ? <ColourProbe colour="rgb(4, 5, 6)" seen={seen} /> : <button onClick={() => setMore(true)}>plus</button>}
    </>
  );
}

describe('the first commit’s styles', () => {
  it('are written in one style element before any layout effect reads them; later ones and global ones apply as usual', async () => {
    const seen: string[] = [];
    const before = document.head.querySelectorAll('style').length;
    render(
      <FirstCommitStyles>
        <Page seen={seen} />
      </FirstCommitStyles>,
    );
    expect(seen).toEqual(['rgb(1, 2, 3)']);
    const held = [...document.head.querySelectorAll('style[data-emotion="css"]')].filter((tag) =>
      tag.textContent?.includes('rgb(1, 2, 3)'),
    );
    expect(held).toHaveLength(1);
    expect(getComputedStyle(document.body).margin).toBe('7px');

    await act(async () => screen.getByRole('button', { name: 'plus' }).click());
    expect(seen).toEqual(['rgb(1, 2, 3)', 'rgb(4, 5, 6)']);
    expect(getComputedStyle(screen.getByTestId('rgb(4, 5, 6)')).color).toBe('rgb(4, 5, 6)');
    expect(document.head.querySelectorAll('style').length).toBeGreaterThan(before + 1);
  });

  it('adopt the styles the page brings (the prerendered home’s): not compiled again, and later rules still come after them', () => {
    const first = render(
      <FirstCommitStyles>
        <Box sx={{ color: 'rgb(1, 2, 3)' }} data-testid="probe" />
      </FirstCommitStyles>,
    );
    const name = [...screen.getByTestId('probe').classList].find((name) => name.startsWith('css-'))!.slice(4);
    first.unmount();
    for (const tag of document.head.querySelectorAll('style')) tag.remove();
    // The page's rule for that name says another colour: the page's is the one that applies.
    const prerendered = document.createElement('style');
    prerendered.setAttribute('data-emotion', `css ${name}`);
    prerendered.textContent = `.css-${name}{color:rgb(9, 9, 9);}`;
    document.body.append(prerendered);

    render(
      <FirstCommitStyles>
        <Box sx={{ color: 'rgb(1, 2, 3)' }} data-testid="adopted" />
        <Box sx={{ color: 'rgb(4, 5, 6)' }} data-testid="compiled" />
      </FirstCommitStyles>,
    );
    expect(getComputedStyle(screen.getByTestId('adopted')).color).toBe('rgb(9, 9, 9)');
    expect(getComputedStyle(screen.getByTestId('compiled')).color).toBe('rgb(4, 5, 6)');
    const tags = [...document.head.querySelectorAll('style[data-emotion^="css"]')];
    expect(tags.indexOf(prerendered)).toBeLessThan(tags.findIndex((tag) => tag.textContent?.includes('rgb(4, 5, 6)')));
  });
});
