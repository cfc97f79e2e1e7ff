// docs/product.md, prices, dates and formats: wide logos (ratio above 16:9) are shown 300 px wide, others 100 px.
export const wideLogoWidth = 300;
export const narrowLogoWidth = 100;

export function logoDisplayWidth(naturalWidth: number, naturalHeight: number): number {
  if (naturalWidth <= 0 || naturalHeight <= 0) return narrowLogoWidth;
  return naturalWidth / naturalHeight > 16 / 9 ? wideLogoWidth : narrowLogoWidth;
}
