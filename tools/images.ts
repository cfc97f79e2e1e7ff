import { readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { format, resolveConfig } from 'prettier';
import sharp from 'sharp';
import { photoVariantWidths, photoVariantUrl } from '../src/domain/photo-sources';
import { packageRoot } from './production-build';

// `npm run images`: narrower copies of every property photo under public/images, so a phone
// fetches a photo no wider than it shows (docs/budgets.md: the search page's first visit within
// its byte budget). Each photo gets one WebP copy for each of photoVariantWidths narrower than
// itself (never an enlarged one), written beside it as <name>-<width>w.webp, and
// src/domain/photo-variants.ts lists them, so server and app name the same copies in srcset.
// The copies are committed: run this again after adding or changing a photo.

const imagesDir = join(packageRoot, 'public/images');
const listFile = join(packageRoot, 'src/domain/photo-variants.ts');
const quality = 72;
const variantName = /-\d+w\.webp$/;

interface Listed {
  width: number;
  height: number;
  widths: number[];
}

async function main(): Promise<void> {
  const listed: Record<string, Listed> = {};
  let written = 0;
  // Copies of widths no longer made go; the others are written again, byte for byte the same.
  for (const file of files(imagesDir)) if (variantName.test(file)) rmSync(file);
  for (const file of files(imagesDir).filter((name) => name.endsWith('.webp'))) {
    const path = relative(imagesDir, file).split('\\').join('/');
    const { width, height } = await sharp(file).metadata();
    const widths = photoVariantWidths.filter((w) => w < width);
    for (const w of widths) {
      const out = join(imagesDir, photoVariantUrl(path, w));
      await sharp(file).resize({ width: w }).webp({ quality, effort: 6 }).toFile(out);
      written++;
    }
    listed[path] = { width, height, widths };
  }
  const source =
    '// Written by `npm run images` (tools/images.ts): do not edit by hand.\n' +
    '// Each property photo under public/images, its own size and the narrower copies beside it.\n' +
    `export const photoVariants: Record<string, { width: number; height: number; widths: number[] }> = ${JSON.stringify(listed)};\n`;
  const options = (await resolveConfig(listFile)) ?? {};
  writeFileSync(listFile, await format(source, { ...options, filepath: listFile }));
  console.log(
    `${written} narrower copies of ${Object.keys(listed).length} photos; listed in ${relative(packageRoot, listFile)}`,
  );
}

function files(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const file = join(dir, name);
      return statSync(file).isDirectory() ? files(file) : [file];
    });
}

await main();
