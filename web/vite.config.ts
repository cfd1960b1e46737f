import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // The same variable names the CDK app reads, so one setting serves the build and the CSP.
  envPrefix: ['VITE_', 'SITE_ORIGIN', 'PORTAL_URL', 'ANALYTICS_ID'],
  // The footer's copyright year in pre-rendered pages.
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  build: { outDir: 'dist', emptyOutDir: true },
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
});
