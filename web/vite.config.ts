import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
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
