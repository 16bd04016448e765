// Place names issuers print after the merchant name (the Visa and Mastercard layout: name, city, state or country),
// so a resolver can tell "OAKLAND CA" from the merchant. Cities: the largest US and Canadian cities by population
// (U.S. Census Bureau and Statistics Canada lists) and the head-office towns online merchants print as their city.

export const US_STATES = new Set(['AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA',
  'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK',
  'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY', 'PR']);

export const CA_PROVINCES = new Set(['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT']);

/** Country codes and names printed at the end of a line (ISO 3166-1 alpha-2 and alpha-3 where issuers use them). */
export const COUNTRIES = new Set(['US', 'USA', 'CAN', 'GB', 'GBR', 'UK', 'IE', 'IRL', 'LU', 'LUX', 'NL', 'NLD', 'SE', 'SWE', 'DE',
  'DEU', 'FR', 'FRA', 'AU', 'AUS', 'SG', 'SGP', 'JP', 'JPN', 'MX', 'MEX']);

const CITY_NAMES = [
  'NEW YORK', 'LOS ANGELES', 'CHICAGO', 'HOUSTON', 'PHOENIX', 'PHILADELPHIA', 'SAN ANTONIO', 'SAN DIEGO', 'DALLAS', 'SAN JOSE',
  'AUSTIN', 'JACKSONVILLE', 'FORT WORTH', 'COLUMBUS', 'CHARLOTTE', 'INDIANAPOLIS', 'SAN FRANCISCO', 'SEATTLE', 'DENVER',
  'OKLAHOMA CITY', 'NASHVILLE', 'WASHINGTON', 'EL PASO', 'LAS VEGAS', 'BOSTON', 'DETROIT', 'PORTLAND', 'LOUISVILLE', 'MEMPHIS',
  'BALTIMORE', 'MILWAUKEE', 'ALBUQUERQUE', 'TUCSON', 'FRESNO', 'SACRAMENTO', 'MESA', 'ATLANTA', 'KANSAS CITY', 'COLORADO SPRINGS',
  'OMAHA', 'RALEIGH', 'MIAMI', 'VIRGINIA BEACH', 'LONG BEACH', 'OAKLAND', 'MINNEAPOLIS', 'BAKERSFIELD', 'TULSA', 'TAMPA',
  'ARLINGTON', 'WICHITA', 'AURORA', 'NEW ORLEANS', 'CLEVELAND', 'HONOLULU', 'ANAHEIM', 'HENDERSON', 'ORLANDO', 'LEXINGTON',
  'STOCKTON', 'RIVERSIDE', 'IRVINE', 'CORPUS CHRISTI', 'NEWARK', 'SANTA ANA', 'CINCINNATI', 'PITTSBURGH', 'SAINT PAUL', 'ST PAUL',
  'GREENSBORO', 'JERSEY CITY', 'DURHAM', 'LINCOLN', 'NORTH LAS VEGAS', 'PLANO', 'ANCHORAGE', 'GILBERT', 'MADISON', 'READING',
  'CHANDLER', 'ST LOUIS', 'SAINT LOUIS', 'LUBBOCK', 'BUFFALO', 'FORT WAYNE', 'TOLEDO', 'GLENDALE', 'LAREDO', 'SCOTTSDALE',
  'BOISE', 'RENO', 'RICHMOND', 'SPOKANE', 'DES MOINES', 'TACOMA', 'BIRMINGHAM', 'ROCHESTER', 'SALT LAKE CITY', 'BROOKLYN',
  'BRONX', 'QUEENS', 'STATEN ISLAND', 'MANHATTAN', 'HOBOKEN', 'CAMBRIDGE', 'BERKELEY', 'PASADENA', 'SANTA MONICA', 'PALO ALTO',
  'MOUNTAIN VIEW', 'SUNNYVALE', 'CUPERTINO', 'MENLO PARK', 'REDMOND', 'BELLEVUE', 'SEATAC', 'HOUSTON', 'GRAND RAPIDS',
  'ANN ARBOR', 'TEMPE', 'SAVANNAH', 'CHARLESTON', 'KNOXVILLE', 'CHATTANOOGA', 'GREENVILLE', 'SPRINGFIELD', 'LAKELAND',
  'TORONTO', 'MONTREAL', 'VANCOUVER', 'CALGARY', 'EDMONTON', 'OTTAWA', 'WINNIPEG', 'MISSISSAUGA', 'LONDON', 'DUBLIN',
  'STOCKHOLM', 'LUXEMBOURG', 'AMSTERDAM',
  // Head offices and billing towns that online merchants print in the city field.
  'ISSAQUAH', 'BENTONVILLE', 'ROGERS', 'LOS GATOS', 'MENOMONEE FALLS', 'FRAMINGHAM', 'WOONSOCKET', 'GOODLETTSVILLE', 'CHESAPEAKE',
  'MOORESVILLE', 'RICHFIELD', 'CONSHOHOCKEN', 'CULVER CITY', 'BURBANK', 'PLEASANTON', 'BATAVIA', 'MONROVIA', 'MILFORD', 'CANTON',
  'SPRING', 'SAN RAMON', 'ENON', 'MEDIA', 'ALTOONA', 'PARK RIDGE', 'MCLEAN', 'HAMPTON', 'ALPHARETTA', 'IRVING', 'GRAPEVINE',
  'BOLINGBROOK', 'ADDISON', 'NORCROSS', 'LEBANON', 'NEWPORT BEACH', 'BELLEVUE', 'WEST DES MOINES', 'SALISBURY', 'SPARTANBURG',
  'WINSTON SALEM', 'CHAMPAIGN', 'KIRKLAND', 'MARIETTA',
];

/** City names as word lists, longest first, so "NORTH LAS VEGAS" is taken whole before "LAS VEGAS". */
export const CITIES: readonly string[][] = [...new Set(CITY_NAMES)].map((name) => name.split(' ')).sort((a, b) => b.length - a.length);
