import { chromium } from '@playwright/test';
const [,, width, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
await page.emulateMedia({ reducedMotion: 'reduce' });
page.on('pageerror', (e) => console.log('pageerror', e.message));
for (const p of paths) {
  await page.goto('http://localhost:3000' + p, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  const name = `/tmp/shot-${width}-${p.replace(/\//g, '_') || 'home'}.png`;
  await page.screenshot({ path: name, fullPage: true });
  console.log(name);
}
await browser.close();
