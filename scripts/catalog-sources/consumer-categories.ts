// What the consumer-brand yardstick takes from name-suggestion-index: the categories of places people pay (with the
// segment each counts under), the markets it covers, and how broad a brand's presence must be to count as well known.
const EU = ['at', 'be', 'bg', 'hr', 'cy', 'cz', 'dk', 'ee', 'fi', 'fr', 'fx', 'de', 'gr', 'hu', 'ie', 'it', 'lv', 'lt', 'lu', 'mt', 'nl', 'pl', 'pt', 'ro', 'sk', 'si', 'es', 'se'];

/** The US, the UK, the EU, Canada and Australia, and brands NSI lists worldwide ("001"). */
export const TARGET_REGIONS: ReadonlySet<string> = new Set(['us', 'gb', 'ca', 'au', '001', ...EU]);

/** Social platforms (of X, Facebook, Instagram, YouTube, LinkedIn, TikTok…) a brand's Wikidata item names at least. */
export const NOTABLE_IDENTITIES = 5;

const shops = (segment: string, ...kinds: string[]) => Object.fromEntries(kinds.map((kind) => [`shop/${kind}`, segment]));

export const CONSUMER_CATEGORIES: Readonly<Record<string, string>> = {
  ...shops('grocery', 'supermarket', 'convenience', 'bakery', 'butcher', 'greengrocer', 'health_food', 'frozen_food', 'alcohol', 'wine', 'coffee', 'tea', 'confectionery', 'chocolate'),
  ...shops('retail', 'department_store', 'variety_store', 'general', 'clothes', 'shoes', 'sports', 'outdoor', 'electronics', 'computer',
    'doityourself', 'hardware', 'furniture', 'houseware', 'interior_decoration', 'kitchen', 'bed', 'books', 'toys', 'games', 'video_games',
    'pet', 'cosmetics', 'beauty', 'perfumery', 'chemist', 'optician', 'jewelry', 'watches', 'fashion_accessories', 'bag', 'gift', 'stationery',
    'craft', 'baby_goods', 'garden_centre', 'car_parts', 'tyres', 'paint', 'party', 'music', 'musical_instrument', 'hearing_aids', 'nutrition_supplements'),
  ...shops('telecom', 'mobile_phone', 'telecommunication'),
  ...shops('travel', 'travel_agency'),
  'amenity/fast_food': 'restaurant',
  'amenity/restaurant': 'restaurant',
  'amenity/cafe': 'restaurant',
  'amenity/ice_cream': 'restaurant',
  'amenity/pub': 'restaurant',
  'amenity/fuel': 'fuel',
  'amenity/charging_station': 'fuel',
  'amenity/car_wash': 'fuel',
  'amenity/bank': 'bank',
  'amenity/money_transfer': 'bank',
  'amenity/pharmacy': 'pharmacy',
  'amenity/car_rental': 'car-rental',
  'amenity/car_sharing': 'car-rental',
  'tourism/hotel': 'hotel',
  'tourism/motel': 'hotel',
  'office/insurance': 'insurance',
  'office/telecommunication': 'telecom',
  'amenity/cinema': 'leisure',
  'leisure/fitness_centre': 'leisure',
};
