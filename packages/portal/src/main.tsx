import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { parse } from 'regexparam';
import { App } from './app/app';
import { preloadScreenOf } from './app/route-table';

// Wouter's own pattern parser (its default), so the preload matches exactly what the router will.
preloadScreenOf(window.location.pathname, parse);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
