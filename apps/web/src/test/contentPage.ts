import { anonymous, fakeServer, type FakeAnswer } from './fakeServer.ts';
import { renderRoute } from './renderRoute.tsx';

/** A content page's screen at `route` (`/legalNotice`), for a visitor not signed in, its text served by `call` (`GET /api/legal-notice`). */
export function contentPage(route: string, call: string) {
  const render = (answer: FakeAnswer) => {
    fakeServer({ ...anonymous, [call]: answer });
    return renderRoute(route);
  };
  return {
    /** Rendered, the server answering `body` (the text's HTML in its field). */
    renderServing: (body: Record<string, string>) => render({ body }),
    /** Rendered, the server failing with `message`. */
    renderFailing: (message: string) => render({ status: 500, body: { message } }),
  };
}
