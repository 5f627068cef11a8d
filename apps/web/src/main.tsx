import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { dropQueryString } from './app/dropQueryString.ts';

const root = document.getElementById('root');
if (root && !dropQueryString(window.location)) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
