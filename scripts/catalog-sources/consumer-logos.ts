// Simple Icons marks without a trusted domain, joined by hand to the consumer brand they draw (each checked: the mark
// is the brand's, the domain its own); null keeps a same-named mark of another company away from the brand.
export const REVIEWED_LOGOS: Record<string, string | null> = {
  audible: 'audible.com', // artwork from Wikimedia Commons
  barclays: 'barclays.co.uk', // artwork from home.barclays, the group's site
  boots: 'boots.com', // artwork from boots-uk.com, its corporate site
  chase: 'chase.com', // artwork from Wikimedia Commons
  commerzbank: 'commerzbank.com', // artwork from Wikimedia Commons
  expedia: 'expedia.com', // artwork from Expedia's Brandfolder portal
  o2: 'o2.co.uk', // Telefónica's O2 mark, the one the UK network carries
  pandora: 'pandora.com', // the music service (pandoraforbrands.com is its advertising site), not the jeweller
  strava: 'strava.com', // artwork from its App Store page
  tui: 'tuigroup.com', // artwork from design.tui, TUI's design site
  ubereats: 'ubereats.com', // artwork from Uber's asset site
  verizon: 'verizon.com', // artwork from a Verizon media page
  virginmedia: 'virginmedia.com', // artwork from Wikimedia Commons
  coop: null, // the UK Co-operative's mark, not Coop Sweden's
  max: null, // Cycling '74's Max, not the streaming service
  metro: null, // Meta's Metro bundler, not Metro Cyprus
};

/** CoreUI glyphs whose name matches a consumer brand they do not draw. */
export const CIB_NOT_CONSUMER: ReadonlySet<string> = new Set([
  'co-op', // the UK Co-operative's mark, not Coop Sweden's
]);
