import sharp from 'sharp';

/** How a line of a card is written: its size in pixels, weight, colour and the room it has. */
export type TextStyle = {
  size: number;
  bold?: boolean;
  color: string;
  width: number;
  /** The most height it may take: a longer text is drawn smaller to fit. */
  maxHeight: number;
  /** The side its lines keep to: the reading start of the card's language. */
  align: 'left' | 'right';
};

/** A drawn text, cut to its ink: the picture and its size. */
export type DrawnText = { input: Buffer; width: number; height: number };

const escapeMarkup = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * `text` drawn by Pango (Arabic joined and written right to left by HarfBuzz), wrapped at
 * words within `width`; a text taller than `maxHeight` is scaled down to fit.
 */
export async function drawText(text: string, style: TextStyle): Promise<DrawnText> {
  const weight = style.bold ? 'bold' : 'normal';
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${style.color}" weight="${weight}">${escapeMarkup(text)}</span>`,
      font: `sans ${String(style.size)}`,
      width: style.width,
      align: style.align,
      wrap: 'word',
      rgba: true,
      dpi: 72,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  if (info.height <= style.maxHeight)
    return { input: data, width: info.width, height: info.height };
  const smaller = await sharp(data)
    .resize({ height: style.maxHeight })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { input: smaller.data, width: smaller.info.width, height: smaller.info.height };
}
