import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { photoSources } from '../../src/domain/photo-sources';
import { photoVariants } from '../../src/domain/photo-variants';

const publicImages = join(import.meta.dirname, '../../public/images');

describe('photoSources', () => {
  it('offers a property photo with its narrower copies and its own size, so its box is sized before it arrives', () => {
    expect(photoSources('/ClientApp/images/york/exterior.webp')).toEqual({
      src: '/ClientApp/images/york/exterior.webp',
      srcSet:
        '/ClientApp/images/york/exterior-360w.webp 360w, /ClientApp/images/york/exterior-480w.webp 480w, ' +
        '/ClientApp/images/york/exterior-720w.webp 720w, /ClientApp/images/york/exterior.webp 800w',
      width: 800,
      height: 533,
    });
  });

  it('keeps a plain address for a photo with no copies: one from elsewhere or one added since', () => {
    expect(photoSources('https://photos.example/hotel.jpg')).toEqual({ src: 'https://photos.example/hotel.jpg' });
    expect(photoSources('/ClientApp/images/demo/new-photo.webp')).toEqual({
      src: '/ClientApp/images/demo/new-photo.webp',
    });
  });

  it('names only copies that exist, never wider than the photo, for every photo under public/images', () => {
    const photos = readdirSync(publicImages, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.webp') && !/-\d+w\.webp$/.test(name))
      .map((name) => name.split('\\').join('/'))
      .sort();
    expect(Object.keys(photoVariants).sort()).toEqual(photos);
    for (const photo of photos) {
      const { srcSet, width } = photoSources(`/ClientApp/images/${photo}`);
      for (const candidate of srcSet?.split(', ') ?? []) {
        const [url, descriptor] = candidate.split(' ');
        expect(existsSync(join(publicImages, url!.replace('/ClientApp/images/', '')))).toBe(true);
        expect(Number.parseInt(descriptor!, 10)).toBeLessThanOrEqual(width!);
      }
    }
  });
});
