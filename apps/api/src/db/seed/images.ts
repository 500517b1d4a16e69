import { access, mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Picture } from './pictures.ts';

const QUALITY = 78;
/** Encoding dominates the seed's time; effort 2 of 6 is much faster than the default for slightly larger files. */
const EFFORT = 2;
/** sharp works on libuv's thread pool; a few pictures at once keep it busy without piling up. */
const PARALLEL = 6;

function outputs(mediaDir: string, picture: Picture): { file: string; width: number | null }[] {
  const relative = picture.path.replace(/^\/media\//, '');
  if (picture.widths === null) return [{ file: path.join(mediaDir, relative), width: null }];
  return picture.widths.map((width) => ({
    file: path.join(mediaDir, `${relative}-${width}.webp`),
    width,
  }));
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

async function render(mediaDir: string, picture: Picture): Promise<boolean> {
  const files = outputs(mediaDir, picture);
  const present = await Promise.all(files.map((f) => exists(f.file)));
  if (present.every(Boolean)) return false;
  await Promise.all(
    [...new Set(files.map((f) => path.dirname(f.file)))].map((dir) =>
      mkdir(dir, { recursive: true }),
    ),
  );
  // Rasterise the SVG once, then scale the pixels down for each width.
  const { data, info } = await sharp(Buffer.from(picture.svg))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  await Promise.all(
    files.map(({ file, width }) => {
      const image = sharp(data, { raw });
      return (width === null ? image : image.resize({ width }))
        .webp({ quality: QUALITY, effort: EFFORT })
        .toFile(file);
    }),
  );
  return true;
}

/** Writes the pictures under `mediaDir`, skipping those already on disk; returns how many were drawn. */
export async function writePictures(mediaDir: string, pictures: Picture[]): Promise<number> {
  let written = 0;
  for (let i = 0; i < pictures.length; i += PARALLEL) {
    const done = await Promise.all(pictures.slice(i, i + PARALLEL).map((p) => render(mediaDir, p)));
    written += done.filter(Boolean).length;
  }
  return written;
}
