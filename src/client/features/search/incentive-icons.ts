import {
  bedOutline,
  cafeOutline,
  calendarOutline,
  cardOutline,
  carOutline,
  checkmarkCircleOutline,
  giftOutline,
  heartOutline,
  leafOutline,
  pawOutline,
  pricetagOutline,
  restaurantOutline,
  shieldCheckmarkOutline,
  sparklesOutline,
  starOutline,
  timeOutline,
  wifiOutline,
} from 'ionicons/icons';

// The icons booking incentives may name (their ionicon names), loaded after the page shows:
// they are decoration below the search form, and each bundled icon costs the first page bytes.
// A name not listed here gets the tick.

const icons: Record<string, string> = {
  'bed-outline': bedOutline,
  'cafe-outline': cafeOutline,
  'calendar-outline': calendarOutline,
  'card-outline': cardOutline,
  'car-outline': carOutline,
  'checkmark-circle-outline': checkmarkCircleOutline,
  'gift-outline': giftOutline,
  'heart-outline': heartOutline,
  'leaf-outline': leafOutline,
  'paw-outline': pawOutline,
  'pricetag-outline': pricetagOutline,
  'restaurant-outline': restaurantOutline,
  'shield-checkmark-outline': shieldCheckmarkOutline,
  'sparkles-outline': sparklesOutline,
  'star-outline': starOutline,
  'time-outline': timeOutline,
  'wifi-outline': wifiOutline,
};

export function incentiveIcon(name: string): string {
  return icons[name] ?? checkmarkCircleOutline;
}
