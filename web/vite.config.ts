import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { buildDirs } from './scripts/build-dirs.ts';

const dirs = buildDirs();

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  // Set from the stage file by `npm run deploy` (infra/src/deploy/web-build.ts), so the
  // pages, the sitemap and the CDK app's CSP come from one configuration.
  envPrefix: ['VITE_', 'SITE_ORIGIN', 'PORTAL_URL', 'ANALYTICS_ID'],
  // The footer's copyright year in pre-rendered pages.
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  build: { outDir: isSsrBuild ? dirs.ssr : dirs.dist, emptyOutDir: true },
  ssr: {
    // Bundle these into the server entry: their ESM builds import CSS-free modules that
    // Node resolves differently from Vite, and pre-rendering must see what the browser sees.
    noExternal: [
      '@mui/material',
      '@mui/icons-material',
      '@mui/system',
      '@mui/utils',
      '@mui/styled-engine',
      'notistack',
    ],
  },
}));
