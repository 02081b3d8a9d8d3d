/* global document, MediaRecorder, requestAnimationFrame */
// Generates the seed media under media/ (committed): SVG portraits for the
// team, SVG covers for the blog posts, and a short WebM video recorded from a
// canvas in Debian's chromium. Run again only to change them:
//   node portal-api/scripts/generate-media.mjs
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

// Debian's `chromium-headless-shell`, launched with the flags of the site's scripts/chromium.ts.
// Written out here rather than imported: the API is a package of its own and does not depend on
// the site's build scripts, so a change to them cannot break it (nor this one change them).
const chromiumLaunchOptions = () => ({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium-headless-shell',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

const media = path.resolve(import.meta.dirname, '..', 'media');
const palette = ['#1d4ed8', '#0f766e', '#7c3aed', '#b45309', '#be123c', '#0369a1', '#4d7c0f', '#9d174d'];
const skin = ['#f1c7a5', '#8d5524', '#c68642', '#e0ac69', '#ffdbac', '#a0522d', '#f3d2b3', '#5c3317'];
const hair = ['#3b2314', '#0f0f0f', '#1c1c1c', '#2b1a10', '#111827', '#6b4226', '#a16207', '#111111'];

const team = ['sarah-mitchell', 'david-chen', 'amara-okafor', 'james-rodriguez', 'priya-sharma', 'thomas-muller', 'elena-petrova', 'kwame-mensah'];
fs.mkdirSync(path.join(media, 'team_photos'), { recursive: true });
team.forEach((slug, i) => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 320" width="320" height="320">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette[i]}" stop-opacity="0.25"/><stop offset="1" stop-color="${palette[i]}" stop-opacity="0.55"/></linearGradient></defs>
  <rect width="320" height="320" fill="url(#bg)"/>
  <path d="M60 320c8-62 50-96 100-96s92 34 100 96z" fill="${palette[i]}"/>
  <rect x="138" y="176" width="44" height="44" rx="12" fill="${skin[i]}"/>
  <ellipse cx="160" cy="132" rx="54" ry="62" fill="${skin[i]}"/>
  <path d="M104 126c0-44 26-68 56-68s56 24 56 68c-10-20-30-32-56-32s-46 12-56 32z" fill="${hair[i]}"/>
  <circle cx="140" cy="138" r="5" fill="#1f2937"/><circle cx="180" cy="138" r="5" fill="#1f2937"/>
  <path d="M144 166q16 12 32 0" stroke="#7f1d1d" stroke-width="4" fill="none" stroke-linecap="round"/>
</svg>
`;
  fs.writeFileSync(path.join(media, 'team_photos', `${slug}.svg`), svg);
});

const covers = [
  ['hiring-for-potential', '#1d4ed8', '#93c5fd'],
  ['interview-questions', '#0f766e', '#99f6e4'],
  ['remote-contracts', '#7c3aed', '#ddd6fe'],
  ['ethical-recruitment', '#b45309', '#fde68a'],
];
fs.mkdirSync(path.join(media, 'blog_files'), { recursive: true });
for (const [slug, strong, soft] of covers) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 675" width="1200" height="675">
  <rect width="1200" height="675" fill="${soft}"/>
  <circle cx="980" cy="140" r="220" fill="${strong}" opacity="0.18"/>
  <circle cx="180" cy="600" r="260" fill="${strong}" opacity="0.12"/>
  <rect x="140" y="170" width="520" height="340" rx="28" fill="#ffffff"/>
  <rect x="180" y="220" width="300" height="28" rx="14" fill="${strong}"/>
  <rect x="180" y="280" width="420" height="18" rx="9" fill="${strong}" opacity="0.35"/>
  <rect x="180" y="318" width="380" height="18" rx="9" fill="${strong}" opacity="0.35"/>
  <rect x="180" y="356" width="400" height="18" rx="9" fill="${strong}" opacity="0.35"/>
  <rect x="180" y="420" width="160" height="48" rx="24" fill="${strong}"/>
  <circle cx="860" cy="380" r="120" fill="#ffffff"/>
  <path d="M800 380l40 40 80-90" stroke="${strong}" stroke-width="28" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
</svg>
`;
  fs.writeFileSync(path.join(media, 'blog_files', `${slug}.svg`), svg);
}

// A 4-second 640×360 animation of the 15-day placement timeline, recorded as WebM.
const browser = await chromium.launch(chromiumLaunchOptions());
const page = await browser.newPage();
const base64 = await page.evaluate(async () => {
  const canvas = document.createElement('canvas');
  canvas.width = 640;
  canvas.height = 360;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2D canvas in this chromium');
  const stream = canvas.captureStream(24);
  const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 250_000 });
  /** @type {Blob[]} */
  const chunks = [];
  recorder.ondataavailable = (e) => chunks.push(e.data);
  const steps = ['Brief', 'Shortlist', 'Interviews', 'Offer', 'Signed'];
  const start = performance.now();
  await new Promise((resolve) => {
    recorder.onstop = resolve;
    recorder.start();
    const draw = () => {
      const t = (performance.now() - start) / 4000;
      ctx.fillStyle = '#dbeafe';
      ctx.fillRect(0, 0, 640, 360);
      ctx.fillStyle = '#0b1f4d';
      ctx.font = 'bold 30px sans-serif';
      ctx.fillText('From brief to offer in 15 days', 40, 70);
      ctx.fillStyle = '#93c5fd';
      ctx.fillRect(60, 200, 520, 10);
      ctx.fillStyle = '#1d4ed8';
      ctx.fillRect(60, 200, 520 * Math.min(t, 1), 10);
      steps.forEach((label, i) => {
        const x = 60 + (520 / (steps.length - 1)) * i;
        const isDone = t * (steps.length - 1) >= i;
        ctx.beginPath();
        ctx.arc(x, 205, 16, 0, Math.PI * 2);
        ctx.fillStyle = isDone ? '#1d4ed8' : '#ffffff';
        ctx.fill();
        ctx.fillStyle = '#0b1f4d';
        ctx.font = '18px sans-serif';
        ctx.fillText(label, x - 36, 255);
      });
      ctx.font = '20px sans-serif';
      ctx.fillText(`Day ${Math.min(15, Math.ceil(t * 15))}`, 40, 320);
      if (t < 1) requestAnimationFrame(draw);
      else recorder.stop();
    };
    draw();
  });
  const blob = new Blob(chunks, { type: 'video/webm' });
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  bytes.forEach((b) => (binary += String.fromCharCode(b)));
  return btoa(binary);
});
fs.writeFileSync(path.join(media, 'blog_files', 'placement-in-15-days.webm'), Buffer.from(base64, 'base64'));
await browser.close();
console.log('media written to', media);
