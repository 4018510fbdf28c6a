import { chromium } from '/work/main/node_modules/playwright-core/index.mjs';
const [,, ...targets] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--disable-background-networking','--no-first-run','--disable-quic'] });
for (const t of targets) {
  const [path, width, full] = t.split('@');
  const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
  await page.goto('http://localhost:4400' + path);
  const name = `/tmp/shot-${path.replace(/\W+/g, '_')}-${width}.png`;
  await page.screenshot({ path: name, fullPage: full === 'full' });
  console.log(name);
  await page.close();
}
await browser.close();
