// Every app icon from one source, web/public/favicon.svg: the web app
// manifest's sizes, maskable variants (the mark inside the 80 % safe zone on a
// full-bleed background, so launchers may crop it to any shape) and the
// Apple touch icon (opaque: iOS fills transparency with black).
// The native shells' launcher icons come from the same source: Android's
// legacy, round and adaptive-foreground mipmaps (the adaptive background is
// the theme colour, android/app/src/main/res/values/ic_launcher_background.xml)
// and iOS's single 1024 px App Store icon.
// favicon.ico (16, 32 and 48 px PNGs in one ICO file) answers the browsers and
// crawlers that ask for /favicon.ico whatever the page declares.
// Run with `npm run icons` after changing the source; the PNGs are committed.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { ICON_SIZES, THEME_COLOUR } from '../pwa.config';

const root = path.join(import.meta.dirname, '..');
const SOURCE = path.join(root, 'web/public/favicon.svg');
const OUT_DIR = path.join(root, 'web/public/icons');
/** The brand green of the source's background, also the manifest's theme colour. */
const ICON_BACKGROUND = THEME_COLOUR;
const MASKABLE_SIZES = [192, 512] as const;
const APPLE_TOUCH_SIZE = 180;
/** Share of the side the mark takes in a maskable icon (the safe zone is a circle of 80 %). */
const MASKABLE_MARK_SHARE = 0.72;

async function render(size: number): Promise<Buffer> {
  return sharp(SOURCE, { density: Math.ceil((72 * size) / 64) * 2 })
    .resize(size, size)
    .png()
    .toBuffer();
}

/** Android densities and their launcher (48 dp) and adaptive foreground (108 dp) sizes. */
const ANDROID_DENSITIES = { mdpi: 1, hdpi: 1.5, xhdpi: 2, xxhdpi: 3, xxxhdpi: 4 } as const;
const ANDROID_RES = path.join(root, 'android/app/src/main/res');
const IOS_APP_ICON = path.join(root, 'ios/App/App/Assets.xcassets/AppIcon.appiconset/AppIcon-512@2x.png');

async function onBackground(size: number, file: string, markShare = MASKABLE_MARK_SHARE): Promise<void> {
  const mark = Math.round(size * markShare);
  const offset = Math.round((size - mark) / 2);
  await sharp({ create: { width: size, height: size, channels: 4, background: ICON_BACKGROUND } })
    .composite([{ input: await render(mark), left: offset, top: offset }])
    .flatten({ background: ICON_BACKGROUND })
    .removeAlpha()
    .png()
    .toFile(path.isAbsolute(file) ? file : path.join(OUT_DIR, file));
}

const FAVICON_ICO_SIZES = [16, 32, 48] as const;

/** An ICO container of PNG images: a 6-byte header, a 16-byte entry per image, then the images. */
async function writeFaviconIco(file: string): Promise<void> {
  const images = await Promise.all(FAVICON_ICO_SIZES.map((size) => render(size)));
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach((image, index) => {
    const entry = 6 + 16 * index;
    const size = FAVICON_ICO_SIZES[index]!;
    header.writeUInt8(size, entry);
    header.writeUInt8(size, entry + 1);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(image.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += image.length;
  });
  await writeFile(file, Buffer.concat([header, ...images]));
}

async function main(): Promise<void> {
  await mkdir(OUT_DIR, { recursive: true });
  for (const size of ICON_SIZES) {
    await sharp(await render(size)).toFile(path.join(OUT_DIR, `icon-${size}.png`));
  }
  for (const size of MASKABLE_SIZES) await onBackground(size, `maskable-${size}.png`);
  await onBackground(APPLE_TOUCH_SIZE, 'apple-touch-icon.png');
  await writeFaviconIco(path.join(root, 'web/public/favicon.ico'));
  for (const [density, scale] of Object.entries(ANDROID_DENSITIES)) {
    const dir = path.join(ANDROID_RES, `mipmap-${density}`);
    await onBackground(48 * scale, path.join(dir, 'ic_launcher.png'));
    await onBackground(48 * scale, path.join(dir, 'ic_launcher_round.png'));
    // Adaptive icons: a transparent 108 dp layer whose middle 66 dp stay visible.
    const foreground = 108 * scale;
    const mark = Math.round(foreground * 0.5);
    const offset = Math.round((foreground - mark) / 2);
    await sharp({ create: { width: foreground, height: foreground, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .composite([{ input: await render(mark), left: offset, top: offset }])
      .png()
      .toFile(path.join(dir, 'ic_launcher_foreground.png'));
  }
  // The App Store refuses transparency.
  await onBackground(1024, IOS_APP_ICON);
  console.log(`Icons written to ${path.relative(root, OUT_DIR)}`);
}

await main();
