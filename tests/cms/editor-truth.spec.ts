/**
 * The editor says what is so: the status after a save, the chosen entries of relation fields and an
 * entry's picture from the first moment, "saved" only after a save, and the naming field says that
 * the address is made from it once. Driven against `npm run cms` on the scratch repository.
 */
import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { chooseStatus, login, open, save } from './editor';
import { cmsCopy } from './repo';

const article = 'csrd-uitgesteld-wat-betekent-dat-voor-u';

/** The picture field's thumbnail: its size once drawn (Decap's empty placeholder has none to speak of). */
async function thumbnailBytes(page: Page): Promise<number> {
  return page
    .getByRole('presentation')
    .first()
    .evaluate(async (image) => (await (await fetch((image as HTMLImageElement).src)).blob()).size);
}

test('the editor shows an entry, its relations and its picture as they are, before and after a save', async ({
  page,
}) => {
  await login(page);
  await open(page, `/collections/news/entries/${article}`);
  await expect(page.getByLabel('Kop', { exact: true })).toHaveValue(/CSRD uitgesteld/);
  // The picture is there at once, not an empty checkerboard until a save.
  await expect.poll(() => thumbnailBytes(page), { timeout: 15_000 }).toBeGreaterThan(1000);
  await expect(page.getByText('Duurzaamheid', { exact: true })).toBeVisible();
  await expect(page.getByText('Marloes Kuipers', { exact: true })).toBeVisible();
  // "Bekijk Live" on a writer's machine is the page on this dev server, never the live host.
  const base = new URL(page.url()).origin;
  const live = page.getByRole('link', { name: /Bekijk Live/ });
  await expect(live).toHaveAttribute('href', new RegExp(`^${base}/actueel/duurzaamheid/${article}(\\?|$)`));
  expect((await page.request.get((await live.getAttribute('href')) ?? '')).status()).toBe(200);

  try {
    await page
      .getByLabel('Samenvatting', { exact: true })
      .fill(
        'De invoering van de CSRD is voor veel ondernemingen uitgesteld. Waarom stilzitten toch geen goed idee is.',
      );
    await save(page);
    const status = page.getByRole('button', { name: /^Status: / });
    await expect(status).toHaveText('Status: Concept', { timeout: 30_000 });
    // Relation fields keep showing what was chosen after the save.
    await expect(page.getByText('Duurzaamheid', { exact: true })).toBeVisible();
    await expect(page.getByText('Marloes Kuipers', { exact: true })).toBeVisible();
    await expect(page.getByText('Niets gewijzigd', { exact: true })).toBeVisible();

    // Sent for review, then saved again: the toolbar still says "Ter beoordeling".
    await chooseStatus(page, 'Ter beoordeling');
    await page
      .getByLabel('Samenvatting', { exact: true })
      .fill(
        'De invoering van de CSRD is voor veel ondernemingen met twee jaar uitgesteld. Stilzitten is toch geen goed idee.',
      );
    await save(page);
    await expect(status).toHaveText('Status: Ter beoordeling', { timeout: 30_000 });
    await page.waitForTimeout(2000);
    await expect(status).toHaveText('Status: Ter beoordeling');
    await expect(page.getByText('Duurzaamheid', { exact: true })).toBeVisible();
    await expect.poll(() => thumbnailBytes(page), { timeout: 15_000 }).toBeGreaterThan(1000);
    expect(
      execFileSync('git', ['-C', cmsCopy, 'config', `branch.cms/news/${article}.description`], {
        encoding: 'utf8',
      }).trim(),
    ).toBe('decap-cms/pending_review');
  } finally {
    execFileSync('git', ['-C', cmsCopy, 'branch', '-D', `cms/news/${article}`], { stdio: 'ignore' });
  }
});

test('a new, empty form does not say it was saved, and says where the address comes from', async ({ page }) => {
  await login(page);
  await open(page, '/collections/news/new');
  await expect(page.getByLabel('Kop', { exact: true })).toBeVisible();
  await expect(page.getByText(/opgeslagen/i)).toHaveCount(0);
  await expect(page.getByText('Niets gewijzigd', { exact: true })).toBeVisible();
  await expect(
    page.getByText(/Bij de eerste keer Opslaan wordt de bestandsnaam en het adres van de pagina gemaakt uit de kop/),
  ).toBeVisible();
});
