// Written by `npm run images` (tools/images.ts): do not edit by hand.
// Each property photo under public/images, its own size and the narrower copies beside it.
export const photoVariants: Record<string, { width: number; height: number; widths: number[] }> = {
  'demo/bathroom-marble.webp': { width: 800, height: 533, widths: [360, 480, 720] },
  'demo/bathroom-metro.webp': { width: 800, height: 533, widths: [360, 480, 720] },
  'demo/breakfast.webp': { width: 800, height: 533, widths: [360, 480, 720] },
  'demo/exterior.webp': { width: 800, height: 533, widths: [360, 480, 720] },
  'demo/group-hero.webp': { width: 800, height: 533, widths: [360, 480, 720] },
  'demo/prosecco.webp': { width: 800, height: 533, widths: [360, 480, 720] },
  'demo/restaurant.webp': { width: 800, height: 533, widths: [360, 480, 720] },
  'demo/room-classic-double.webp': { width: 800, height: 533, widths: [360, 480, 720] },
  'demo/room-deluxe-king.webp': { width: 800, height: 533, widths: [360, 480, 720] },
  'demo/room-family.webp': { width: 800, height: 533, widths: [360, 480, 720] },
  'demo/room-stray-suite.webp': { width: 800, height: 533, widths: [360, 480, 720] },
  'demo/room-superior-twin.webp': { width: 800, height: 533, widths: [360, 480, 720] },
  'demo/suite-lounge.webp': { width: 800, height: 533, widths: [360, 480, 720] },
  'lisbon/exterior.webp': { width: 800, height: 533, widths: [360, 480, 720] },
  'lisbon/room-balcony.webp': { width: 800, height: 533, widths: [360, 480, 720] },
  'lisbon/room-patio.webp': { width: 800, height: 533, widths: [360, 480, 720] },
  'york/exterior.webp': { width: 800, height: 533, widths: [360, 480, 720] },
  'york/room-double.webp': { width: 800, height: 533, widths: [360, 480, 720] },
  'york/room-king.webp': { width: 800, height: 533, widths: [360, 480, 720] },
  'york/room-loft.webp': { width: 800, height: 533, widths: [360, 480, 720] },
};
