import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import type {
  AdStatus,
  Envelope,
  PostingAttribute,
  UploadedPicture,
} from '../../packages/contracts/src/index';
import { escapeRegExp, texts, type Lang } from './i18n';
import { approveHeldAd } from './staff';

const fixtures = path.join(os.tmpdir(), 'souq-e2e-pictures');

/**
 * The grey of a photo's block: a hash of its place and the seed, so that two seeds' photos differ
 * as two photos do. Levels that only rose from block to block (a seed added to a slope) gave
 * every seed nearly the same perceptual hash, and a seller banned in one test had the next
 * test's pictures held as a banned account's (issue 42).
 */
function blockLevel(column: number, row: number, seed: number): number {
  let hash =
    Math.imul(column + 1, 0x9e3779b1) ^
    Math.imul(row + 1, 0x85ebca6b) ^
    Math.imul(seed + 1, 0xc2b2ae35);
  hash ^= hash >>> 15;
  hash = Math.imul(hash, 0x2c1b3c6d);
  hash ^= hash >>> 12;
  return (hash >>> 0) % 256;
}

/**
 * Pictures a seller picks, made with sharp: a phone-like photo (`seed` draws its blocks), a
 * text file named `.jpg`, and a PNG over the 15 MB limit that is already within 2,048 px (the
 * browser sends it as it is).
 */
export async function pictureFiles(seed: number) {
  mkdirSync(fixtures, { recursive: true });
  const photo = path.join(fixtures, `photo-${String(seed)}.jpg`);
  const width = 1600;
  const height = 1200;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const block = blockLevel(Math.floor(x / 200), Math.floor(y / 200), seed);
      pixels.fill(block, (y * width + x) * 3, (y * width + x) * 3 + 3);
    }
  }
  writeFileSync(
    photo,
    await sharp(pixels, { raw: { width, height, channels: 3 } })
      .jpeg()
      .toBuffer(),
  );
  const text = path.join(fixtures, 'notes.jpg');
  writeFileSync(text, 'This is not a picture at all.\n');
  return { photo, text };
}

/** A 2,048 px PNG of noise: about 16 MB, over the limit, and not made smaller by the browser. */
export async function hugePicture(): Promise<string> {
  mkdirSync(fixtures, { recursive: true });
  const file = path.join(fixtures, 'huge.png');
  const side = 2048;
  const noise = Buffer.alloc(side * side * 4);
  let state = 7;
  for (let i = 0; i < noise.length; i += 1) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    noise[i] = state % 256;
  }
  writeFileSync(
    file,
    await sharp(noise, { raw: { width: side, height: side, channels: 4 } })
      .png({ compressionLevel: 0 })
      .toBuffer(),
  );
  return file;
}

export async function fetchAttributes(
  page: Page,
  lang: Lang,
  categoryId: number,
): Promise<PostingAttribute[]> {
  const response = await page.request.get(
    `/api/selling/attributes?category_id=${String(categoryId)}`,
    {
      headers: { lang },
    },
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as Envelope<PostingAttribute[]>).data;
}

/** A field by its label, whether or not it is starred as required. */
export function field(scope: Locator | Page, name: string): Locator {
  return scope.getByLabel(new RegExp(`^${escapeRegExp(name)}( \\*)?$`));
}

/** An answer for each attribute: the second choice (or the first), a middle number, a word. */
export function answerOf(attribute: PostingAttribute): { value: string; label: string } {
  if (attribute.type === 'range') {
    const min = attribute.min ?? 0;
    const max = attribute.max ?? min + 100;
    const number = String(Math.round((min + max) / 2));
    return { value: number, label: number };
  }
  if (attribute.type === 'text') return { value: 'Zebra', label: 'Zebra' };
  const option = attribute.options[1] ?? attribute.options[0];
  if (!option) throw new Error(`no option for ${attribute.name}`);
  return option;
}

/** Answers every attribute in the form. */
export async function answerAttributes(page: Page, attributes: PostingAttribute[]) {
  const main = page.getByRole('main');
  for (const attribute of attributes) {
    const { label } = answerOf(attribute);
    if (attribute.type === 'multiselect') {
      await main
        .getByRole('group', { name: attribute.name, exact: true })
        .getByLabel(label, { exact: true })
        .check();
    } else if (attribute.type === 'range' || attribute.type === 'text') {
      await field(main, attribute.name).fill(label);
    } else {
      await field(main, attribute.name).selectOption({ label });
    }
  }
}

/** The post form's file input for chosen pictures. */
export function pictureInput(page: Page): Locator {
  return page.locator('input[type="file"][multiple]');
}

/** Chooses a category through the finder: `word` in either language, then the match. */
export async function findCategory(page: Page, lang: Lang, word: string, match: RegExp) {
  const t = texts(lang);
  await page.getByRole('searchbox', { name: t.selling.category.find }).fill(word);
  await page
    .getByRole('list', { name: t.selling.category.results })
    .getByRole('button', { name: match })
    .first()
    .click();
}

/** The cars category, where the tests publish. */
const CARS = 8;

/** What the post form sends for a car ad of the signed-in user: a picture uploaded, its answers. */
export async function carAdBody(
  page: Page,
  lang: Lang,
  title: string,
  seed: number,
  price: number,
) {
  const { photo } = await pictureFiles(seed);
  const upload = await page.request.post('/api/selling/pictures', {
    data: readFileSync(photo),
    headers: { 'content-type': 'image/jpeg' },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const picture = ((await upload.json()) as Envelope<UploadedPicture>).data;
  const attributes = await fetchAttributes(page, lang, CARS);
  const answers = Object.fromEntries(
    attributes.filter((a) => a.required).map((a) => [String(a.id), a.options[0]?.value ?? '']),
  );
  const options = await page.request.get('/api/selling/options');
  const city = ((await options.json()) as Envelope<{ cities: { id: number }[] }>).data.cities[0];
  return {
    category_id: CARS,
    lang,
    title,
    price_kind: 'fixed',
    price,
    city_id: city?.id,
    attributes: answers,
    pictures: [picture.id],
  };
}

/**
 * Publishes a car ad of the signed-in user through the API; answers its id. A new seller's first
 * ads wait for review (issue 42): such an ad is approved through the staff API, so that it is
 * live as the journeys expect, unless `held` keeps it waiting (and checks that it does).
 */
export async function publishCar(
  page: Page,
  lang: Lang,
  title: string,
  seed: number,
  { held = false }: { held?: boolean } = {},
): Promise<number> {
  const published = await page.request.post('/api/selling/ads', {
    headers: { lang },
    data: await carAdBody(page, lang, title, seed, 2_500_000),
  });
  expect(published.status(), await published.text()).toBe(201);
  const { id, status } = ((await published.json()) as Envelope<{ id: number; status: AdStatus }>)
    .data;
  if (held) expect(status).toBe('pending');
  else if (status === 'pending') await approveHeldAd(lang, id);
  return id;
}
