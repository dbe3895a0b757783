// Browser test of the bbpref page (issue 9): start `bbpref serve` on a free loopback port, paste an
// order post with one illegal substitution into Debian's headless chromium, press Check, and assert
// the illegal badge and the underlined span are shown. Saves screenshots beside the build.
//   node lint_page.test.mjs BBPREF_BINARY OUTPUT_DIR
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { chromium } from 'playwright-core';

const [bbpref, outDir] = process.argv.slice(2);
if (!bbpref || !outDir) {
  console.error('usage: node lint_page.test.mjs BBPREF_BINARY OUTPUT_DIR');
  process.exit(2);
}
mkdirSync(outDir, { recursive: true });

function fail(message) {
  console.error(`FAIL: ${message}`);
  process.exitCode = 1;
}

// Our own post in the handbook's layout; substitution 2 writes its timing as the acronym "CASOR",
// which [10.5] forbids, and substitution 1 is legal.
const POST = `[b]:sv/scyther: Triantis the Scyther[/b]
Swords Dance - X-Scissor - X-Scissor

1. IF Heracross is to use Protect, THEN use Swords Dance.
2. CASOR, IF Heracross is to use a Fire attack, THEN use Detect.
`;

// Our own Pokemon profile in the template's layout.
const PROFILE = `[hide="Triantis"]
:sv/scyther:
Triantis the Scyther ♂
Level 1 EXP: 02 / 10
Adamant Nature ( +Attack, -Special Attack )
Bug / Flying
Abilities: Swarm, Technician HA: [s]Steadfast[/s]
`;

function startServer() {
  return new Promise((resolve, reject) => {
    const child = spawn(bbpref, ['serve', '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    const timer = setTimeout(() => reject(new Error(`bbpref serve printed no address: ${out}`)), 10000);
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const m = /serving (http:\/\/\S+\/)/.exec(out);
      if (m) { clearTimeout(timer); resolve({ child, url: m[1] }); }
    });
    child.on('exit', (code) => { clearTimeout(timer); reject(new Error(`bbpref serve exited with ${code}`)); });
  });
}

const { child, url } = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
         '--disable-component-update', '--no-first-run'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1000, height: 900 } });
  const external = [];
  page.on('request', (r) => { if (!r.url().startsWith(url)) external.push(r.url()); });
  const pageErrors = [];
  page.on('pageerror', (e) => pageErrors.push(String(e)));

  await page.goto(url);
  await page.fill('#post', POST);
  await page.getByRole('button', { name: 'Check' }).click();
  // A result counts once the area is no longer busy: a badge of an earlier check may still be shown.
  const settled = '#lint-result[aria-busy="false"]';
  await page.locator(`${settled} .badge.illegal`).first().waitFor({ timeout: 15000 });

  const badges = await page.locator('.badge.legal, .badge.illegal').allTextContents();
  if (JSON.stringify(badges) !== JSON.stringify(['sub 1: legal', 'sub 2: illegal']))
    fail(`expected one legal and one illegal substitution badge, got ${JSON.stringify(badges)}`);
  const underlined = await page.locator('.ul.sev-error').allTextContents();
  if (!underlined.includes('CASOR')) fail(`expected "CASOR" underlined as an error, got ${JSON.stringify(underlined)}`);
  const style = await page.locator('.ul.sev-error', { hasText: 'CASOR' }).first()
    .evaluate((e) => getComputedStyle(e).textDecorationLine);
  if (!style.includes('underline')) fail(`the error span is not underlined (text-decoration-line: ${style})`);
  const messages = await page.locator('.msg.sev-error').allTextContents();
  if (!messages.some((m) => m.includes('[10.5]') && m.includes('BBP'))) fail(`no error message citing [10.5]: ${JSON.stringify(messages)}`);
  await page.screenshot({ path: path.join(outDir, 'web-lint.png'), fullPage: true });

  // The forum reply is the lint bbcode format.
  await page.getByRole('button', { name: 'Copy as forum reply' }).click();
  await page.locator('#reply:not([hidden])').waitFor({ timeout: 5000 });
  const reply = await page.inputValue('#reply');
  if (!reply.includes('[b]') || !/illegal/i.test(reply)) fail(`the forum reply does not look like the bbcode report: ${reply.slice(0, 200)}`);

  // Keyboard: Ctrl+Enter in the post checks it; the fix-it's Apply button rewrites the post and checks
  // again, and the substitution it fixed is legal.
  await page.fill('#post', POST + ' ');
  await page.focus('#post');
  await page.keyboard.press('Control+Enter');
  await page.locator(`${settled} .badge.illegal`).first().waitFor({ timeout: 15000 });
  await page.locator('.msg.sev-error', { hasText: 'CASOR' }).getByRole('button', { name: 'Apply' }).click();
  await page.locator(settled).waitFor({ timeout: 15000 });
  const fixedBadges = await page.locator('.badge.legal, .badge.illegal').allTextContents();
  if (JSON.stringify(fixedBadges) !== JSON.stringify(['sub 1: legal', 'sub 2: legal']))
    fail(`applying the fix-it did not make substitution 2 legal: ${JSON.stringify(fixedBadges)}`);
  if (!(await page.inputValue('#post')).includes('2. At the start of the round, IF Heracross'))
    fail('the fix-it did not rewrite the post');

  // An answer that arrives late never replaces the answer to a later check: the first check below
  // (the illegal post) is held back by the test until the second (the fixed post) has been drawn.
  const fixedPost = await page.inputValue('#post');
  let releaseSlow;
  const slowReleased = new Promise((resolve) => { releaseSlow = resolve; });
  let slowAnswered;
  const slowDone = new Promise((resolve) => { slowAnswered = resolve; });
  let held = false;
  await page.route('**/api/lint', async (route) => {
    if (held) return route.continue();
    held = true;
    const response = await route.fetch();
    await slowReleased;
    await route.fulfill({ response });
    slowAnswered();
  });
  await page.fill('#post', POST);
  await page.getByRole('button', { name: 'Check' }).click();
  await page.fill('#post', fixedPost);
  await page.getByRole('button', { name: 'Check' }).click();
  await page.locator(`${settled} .badge.legal`).first().waitFor({ timeout: 15000 });
  releaseSlow();
  await slowDone;
  await page.waitForTimeout(200);
  const afterLate = await page.locator('.badge.legal, .badge.illegal').allTextContents();
  if (JSON.stringify(afterLate) !== JSON.stringify(['sub 1: legal', 'sub 2: legal']))
    fail(`a late answer to an earlier check replaced the latest one: ${JSON.stringify(afterLate)}`);
  await page.unroute('**/api/lint');

  // The Profile tab: a Pokemon profile of our own with a nature the species' Level does not allow
  // yet ([5.8]: a stat-altering nature only from Level 3).
  await page.getByRole('tab', { name: 'Profile' }).click();
  await page.fill('#profile-post', PROFILE);
  await page.getByRole('button', { name: 'Check profile' }).click();
  await page.locator('#profile-result[aria-busy="false"] h3').first().waitFor({ timeout: 15000 });
  const profileTitle = await page.locator('#profile-result[aria-busy="false"] h3').first().textContent();
  if (!profileTitle.includes('Scyther')) fail(`the profile tab shows "${profileTitle}", not the Scyther`);
  if (!(await page.locator('#profile-status').textContent()).includes('1 Pokemon profile'))
    fail('the profile tab did not report one Pokemon profile');

  // The Simulate tab: a battle of our corpus run 200 times; the odds chart has a bar per Pokemon.
  const battle = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../../corpus/sim/singles_basic.txt'), 'utf8');
  await page.getByRole('tab', { name: 'Simulate' }).click();
  await page.fill('#sim-battle', battle);
  await page.fill('#sim-trials', '200');
  await page.getByRole('button', { name: 'Simulate' }).click();
  await page.locator('#sim-result[aria-busy="false"] .chart .bar-row').first().waitFor({ timeout: 15000 })
    .catch(() => fail('the Simulate tab drew no odds chart'));
  const bars = await page.locator('#sim-result[aria-busy="false"] .chart .bar-row').count();
  if (bars < 2) fail(`the odds chart has ${bars} bar(s), expected one per Pokemon`);
  await page.screenshot({ path: path.join(outDir, 'web-sim-odds.png'), fullPage: true });

  // Phone width: the page still fits without sideways scrolling.
  await page.setViewportSize({ width: 375, height: 800 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 0) fail(`the page is ${overflow}px wider than a 375px phone`);
  await page.screenshot({ path: path.join(outDir, 'web-lint-phone.png'), fullPage: true });

  if (external.length) fail(`the page fetched from elsewhere: ${external.join(', ')}`);
  if (pageErrors.length) fail(`script errors: ${pageErrors.join('; ')}`);
} finally {
  await browser.close();
  child.kill('SIGTERM');
}
if (!process.exitCode) console.log(`ok: illegal badge and underline shown; screenshots in ${outDir}`);
