import { SOCIAL_CARD } from '@souq/contracts';
import sharp, { type OverlayOptions } from 'sharp';
import { drawText } from './card-text.ts';

const { width: WIDTH, height: HEIGHT } = SOCIAL_CARD;
const MARGIN = 72;
const TEAL = '#0f766e';
const INK = '#0f172a';

/** What a title card shows: its title, a line under it and a picture (a logo, an icon, a face). */
export type TitleCardContent = {
  title: string;
  subtitle?: string;
  picture?: Buffer;
  /** The site's name, written beside its mark. */
  siteName: string;
  rtl: boolean;
};

/** What a store's card shows: its whole cover, its logo and its name. */
export type StoreCardContent = { name: string; cover?: Buffer; logo?: Buffer };

const jpeg = (card: sharp.Sharp) => card.jpeg({ quality: 80, mozjpeg: true }).toBuffer();

/** The site's mark (the favicon's bag) on a white tile, `size` pixels square. */
function siteMark(size: number): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${String(size)}" height="${String(size)}" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#fff"/><path d="M9 12h14l-1.5 11a2 2 0 0 1-2 1.7h-7a2 2 0 0 1-2-1.7z" fill="${TEAL}"/><path d="M12.5 12a3.5 3.5 0 0 1 7 0" fill="none" stroke="${TEAL}" stroke-width="2"/></svg>`,
  );
}

/** A white tile with rounded corners, `size` pixels square (a picture's frame). */
function tile(size: number, radius: number): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${String(size)}" height="${String(size)}"><rect width="${String(size)}" height="${String(size)}" rx="${String(radius)}" fill="#fff"/></svg>`,
  );
}

/**
 * A picture fitted whole in a `size` square on white (nothing of it cut), an SVG drawn at the
 * density its size needs.
 */
function fitted(picture: Buffer, size: number): Promise<Buffer> {
  return sharp(picture, { density: 300 })
    .resize(size, size, { fit: 'contain', background: '#fff' })
    .flatten({ background: '#fff' })
    .png()
    .toBuffer();
}

const BACKDROP = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="${String(WIDTH)}" height="${String(HEIGHT)}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${TEAL}"/><stop offset="1" stop-color="#1e293b"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${String(WIDTH)}" cy="0" r="260" fill="#fff" opacity="0.06"/><circle cx="0" cy="${String(HEIGHT)}" r="200" fill="#fff" opacity="0.05"/></svg>`,
);

/** `x` of something `width` wide at the reading start of `[from, to]` in the card's direction. */
const atStart = (rtl: boolean, from: number, to: number, width: number) =>
  rtl ? to - width : from;

/**
 * A 1200 × 630 card for a page without a picture of its own (a category, a job, a person, an
 * information page, the home page): its title and a line under it on the site's colours, its
 * picture (else the site's mark) whole on a white tile at the reading start, and the site's mark
 * and name below.
 */
export async function titleCard(content: TitleCardContent): Promise<Buffer> {
  const { rtl } = content;
  const align = rtl ? 'right' : 'left';
  const layers: OverlayOptions[] = [];
  const size = 300;
  const pictureLeft = atStart(rtl, MARGIN, WIDTH - MARGIN, size);
  const pictureTop = (HEIGHT - size) / 2 - 30;
  layers.push({ input: tile(size, 36), left: pictureLeft, top: pictureTop });
  layers.push({
    input: content.picture ? await fitted(content.picture, size - 48) : siteMark(size - 48),
    left: pictureLeft + 24,
    top: pictureTop + 24,
  });
  const textFrom = rtl ? MARGIN : pictureLeft + size + 56;
  const textTo = rtl ? pictureLeft - 56 : WIDTH - MARGIN;
  const width = textTo - textFrom;
  const title = await drawText(content.title, {
    size: 64,
    bold: true,
    color: '#fff',
    width,
    maxHeight: 240,
    align,
  });
  const subtitle = content.subtitle
    ? await drawText(content.subtitle, {
        size: 36,
        color: '#ccfbf1',
        width,
        maxHeight: 100,
        align,
      })
    : undefined;
  const blockHeight = title.height + (subtitle ? 24 + subtitle.height : 0);
  const top = Math.max(MARGIN, Math.round((HEIGHT - 110 - blockHeight) / 2));
  layers.push({ input: title.input, left: atStart(rtl, textFrom, textTo, title.width), top });
  if (subtitle) {
    const left = atStart(rtl, textFrom, textTo, subtitle.width);
    layers.push({ input: subtitle.input, left, top: top + title.height + 24 });
  }
  const markSize = 56;
  const name = await drawText(content.siteName, {
    size: 40,
    bold: true,
    color: '#fff',
    width: 400,
    maxHeight: markSize,
    align,
  });
  const brandWidth = markSize + 16 + name.width;
  const brandLeft = atStart(rtl, MARGIN, WIDTH - MARGIN, brandWidth);
  const brandTop = HEIGHT - MARGIN + 8 - markSize;
  layers.push({
    input: siteMark(markSize),
    left: rtl ? brandLeft + name.width + 16 : brandLeft,
    top: brandTop,
  });
  layers.push({
    input: name.input,
    left: rtl ? brandLeft : brandLeft + markSize + 16,
    top: brandTop + Math.round((markSize - name.height) / 2),
  });
  return jpeg(sharp(BACKDROP).composite(layers));
}

const COVER_HEIGHT = 420;
const LOGO_SIZE = 180;

/** The strong direction of a name: Arabic letters before any Latin one read right to left. */
const readsRightToLeft = (text: string) => /^[^A-Za-z]*[\u0600-\u06FF]/.test(text);

/**
 * A store's 1200 × 630 card: its cover whole (fitted, never cropped) over a blurred copy of
 * itself, then its logo and name on white, laid out in the direction of its name.
 */
export async function storeCard(content: StoreCardContent): Promise<Buffer> {
  const rtl = readsRightToLeft(content.name);
  const layers: OverlayOptions[] = [];
  if (content.cover) {
    const backdrop = await sharp(content.cover)
      .resize(WIDTH, COVER_HEIGHT, { fit: 'cover' })
      .blur(30)
      .modulate({ brightness: 0.8 })
      .toBuffer();
    const whole = await sharp(content.cover)
      .resize(WIDTH, COVER_HEIGHT, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer();
    layers.push({ input: backdrop, left: 0, top: 0 }, { input: whole, left: 0, top: 0 });
  } else {
    const colours = await sharp(BACKDROP).resize(WIDTH, COVER_HEIGHT, { fit: 'cover' }).toBuffer();
    layers.push({ input: colours, left: 0, top: 0 });
  }
  const logoLeft = atStart(rtl, 48, WIDTH - 48, LOGO_SIZE);
  const logoTop = COVER_HEIGHT - 60;
  layers.push({ input: tile(LOGO_SIZE, 28), left: logoLeft, top: logoTop });
  layers.push(
    content.logo
      ? {
          input: await fitted(content.logo, LOGO_SIZE - 24),
          left: logoLeft + 12,
          top: logoTop + 12,
        }
      : { input: siteMark(LOGO_SIZE - 24), left: logoLeft + 12, top: logoTop + 12 },
  );
  const textFrom = rtl ? 48 : logoLeft + LOGO_SIZE + 40;
  const textTo = rtl ? logoLeft - 40 : WIDTH - 48;
  const name = await drawText(content.name, {
    size: 60,
    bold: true,
    color: INK,
    width: textTo - textFrom,
    maxHeight: HEIGHT - COVER_HEIGHT - 40,
    align: rtl ? 'right' : 'left',
  });
  layers.push({
    input: name.input,
    left: atStart(rtl, textFrom, textTo, name.width),
    top: COVER_HEIGHT + Math.round((HEIGHT - COVER_HEIGHT - name.height) / 2),
  });
  const canvas = sharp({
    create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#fff' },
  });
  return jpeg(canvas.composite(layers));
}
