// A user changes their own photo in account settings: the browser refuses what is not a PNG or JPEG,
// the server stores the chosen one and the header shows it at once.
import { test } from '@playwright/test';
import assert from 'node:assert/strict';
import { newPage, signInByToken, useStackAndBrowser } from '../support/stack.mjs';

let stack;
let browser;
useStackAndBrowser({}, (s, b) => ([stack, browser] = [s, b]));

// The smallest PNG: one transparent pixel.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('a client team member sets and removes their own avatar from account settings', async () => {
  const page = await newPage(browser);
  try {
    await signInByToken(page.context(), stack, 'client.team');
    await page.goto('/fr/client/settings');
    await page.getByRole('heading', { name: 'Paramètres du compte' }).first().waitFor();
    const input = page.getByTestId('avatar-input');

    // A text file named like an image is refused before anything is sent.
    await input.setInputFiles({
      name: 'photo.png',
      mimeType: 'text/plain',
      buffer: Buffer.from('hi'),
    });
    await page.getByRole('alert').filter({ hasText: 'Seules les images PNG' }).waitFor();

    const saved = page.waitForResponse(
      (res) => res.url().includes('/v1/users/profile/') && res.request().method() === 'PUT',
    );
    await input.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
    const response = await saved;
    assert.equal(response.status(), 200);
    // The server kept it (with the type its bytes show).
    assert.match((await response.json()).avatar, /^data:image\/png;base64,/);
    const header = page.getByRole('button', { name: 'Menu du profil' }).locator('img');
    await header.waitFor();
    assert.match(await header.getAttribute('src'), /^data:image\/png;base64,/);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('wolvo.user')).avatar);
    assert.match(stored, /^data:image\/png;base64,/);

    await page.getByRole('button', { name: 'Retirer la photo' }).click();
    await page
      .getByRole('button', { name: 'Menu du profil' })
      .locator('img')
      .waitFor({ state: 'detached' });
  } finally {
    await page.context().close();
  }
});
