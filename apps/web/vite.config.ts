import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { compression } from 'vite-plugin-compression2';
import { compileHints } from './build/compile-hints';
import { entryPages } from './build/entry-pages';

// The server owns these paths; in dev they are proxied so cookies (SameSite, Path=/connect)
// behave exactly as in production, where the server serves the built app on one origin.
const SERVER_PATHS = ['/api', '/connect', '/.well-known', '/healthz', '/readyz', '/metrics', '/calendar'];
const serverUrl = process.env.TRICOACH_SERVER_URL ?? 'http://localhost:3000';

// react-router 7's package exports only its development build to bundlers (dev warnings and
// checks, ~40 % more code in the main chunk); the build takes its production build (issue 17).
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  plugins: [
    react(),
    VitePWA({
      registerType: 'autoUpdate',
      // Registered by the app once the first load is done and the browser is idle
      // (src/app/service-worker.ts): its precache of every chunk must not compete with the first load.
      injectRegister: false,
      includeAssets: ['favicon.svg'],
      manifest: {
        name: 'Tricoach',
        short_name: 'Tricoach',
        description: 'Your 24/7 triathlon and endurance training coach',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        background_color: '#0b0f14',
        theme_color: '#0b0f14',
        icons: [
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The push and notification-click handlers (public/push-sw.js).
        importScripts: ['push-sw.js'],
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        navigateFallback: 'index.html',
        // Navigations to server paths must reach the server: the OIDC authorize and
        // end-session redirects would otherwise be answered with the cached app shell.
        // robots.txt too: a file, never the app shell.
        navigateFallbackDenylist: [...SERVER_PATHS, '/robots.txt'].map(
          (p) => new RegExp(`^${p.replace('.', '\\.')}`),
        ),
      },
    }),
    // Brotli and gzip copies of every text file, served as they are by the server (issue 17).
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      threshold: 1024,
      include: /\.(html|css|js|mjs|json|svg|webmanifest|txt)$/,
    }),
    // V8 compiles the first screen's chunks while they download (issue 17).
    compileHints(path.resolve(import.meta.dirname, 'src/main.tsx')),
    // A copy of index.html for /login that preloads the login screen's chunks (issue 17).
    entryPages(),
  ],
  server: {
    port: 5173,
    proxy: Object.fromEntries(SERVER_PATHS.map((p) => [p, { target: serverUrl, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          groups: [{ name: 'app', tags: ['$initial'] }],
          experimentalInlineCommonChunks: { maxSize: 12 * 1024 },
        },
      },
    },
  },
}));
