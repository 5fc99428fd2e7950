import { chromium } from '@playwright/test';
const [base, out, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking'] });
for (const theme of (process.env.THEMES ?? 'light,dark').split(',')) for (const w of (process.env.WIDTHS ?? '390,1440').split(',').map(Number)) {
  const ctx = await browser.newContext({ viewport: { width: w, height: w < 800 ? 844 : 900 }, colorScheme: theme });
  await ctx.addInitScript((t) => localStorage.setItem('theme', t), theme);
  const page = await ctx.newPage();
  page.on('console', (m) => { if (m.type() === 'error') console.log('console error', w, theme, m.text().slice(0, 200)); });
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    await page.evaluate(async () => { for (let y = 0; y < document.body.scrollHeight; y += 600) { window.scrollTo(0, y); await new Promise(r => setTimeout(r, 60)); } window.scrollTo(0, 0); });
    await page.waitForTimeout(400);
    const name = `${out}/${(p.replace(/\//g, '_') || '_') }-${w}-${theme}.png`;
    await page.screenshot({ path: name, fullPage: process.env.FULL !== '0' });
    console.log(name);
  }
  await ctx.close();
}
await browser.close();
