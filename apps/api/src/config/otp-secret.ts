import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const SECRET_FILE = 'otp-secret';

/**
 * OTP_SECRET when it is set; otherwise a random secret made on the first start and kept in
 * `dataDir` (readable by its owner only), so codes sent before a restart stay valid and
 * `npm start` needs no setting. Several processes starting at once agree on the first one written.
 */
export async function resolveOtpSecret(configured: string | undefined, dataDir: string) {
  if (configured !== undefined) return configured;
  const file = path.join(dataDir, SECRET_FILE);
  await mkdir(dataDir, { recursive: true });
  // Written whole under a name of its own, then linked: a reader never sees a half-written file.
  const draft = `${file}.${String(process.pid)}`;
  await writeFile(draft, randomBytes(32).toString('base64url'), { mode: 0o600 });
  try {
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await rm(draft, { force: true });
  }
  const secret = (await readFile(file, 'utf8')).trim();
  if (secret.length < 32) throw new Error(`${file} holds no secret of at least 32 characters`);
  return secret;
}
