// Reads schema.org JSON-LD blocks for the organisation behind the page: its logo, name, description and sameAs
// profiles. Sites put it at the top level, in @graph, or as a WebSite/Article's publisher.
const ORGANISATION_TYPES = /^(Organization|Corporation|Company|LocalBusiness|NewsMediaOrganization|OnlineBusiness|OnlineStore|Brand|EducationalOrganization|GovernmentOrganization|NGO|Airline|Store)$/i;

export interface Organisation {
  logos: string[];
  name?: string;
  description?: string;
  sameAs: string[];
}

type Json = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);

function imageUrls(value: unknown): string[] {
  return list(value).flatMap((item) => {
    if (typeof item === 'string') return [item];
    if (item && typeof item === 'object') return [text((item as Json).contentUrl) ?? text((item as Json).url)].filter((url): url is string => !!url);
    return [];
  });
}

export function organisationsIn(scriptText: string): Organisation[] {
  let json: unknown;
  try {
    json = JSON.parse(scriptText.trim());
  } catch {
    return []; // Broken JSON-LD is common; it costs only itself.
  }
  const found: Organisation[] = [];
  const visit = (node: unknown, depth: number) => {
    if (depth > 4 || !node || typeof node !== 'object' || found.length >= 10) return;
    if (Array.isArray(node)) return node.forEach((item) => visit(item, depth + 1));
    const object = node as Json;
    const types = list(object['@type']).map(String);
    if (types.some((type) => ORGANISATION_TYPES.test(type))) {
      found.push({
        logos: imageUrls(object.logo),
        name: text(object.name) ?? text(object.legalName),
        description: text(object.description),
        sameAs: list(object.sameAs).map(text).filter((url): url is string => !!url),
      });
    }
    visit(object['@graph'], depth + 1);
    visit(object.publisher, depth + 1);
  };
  visit(json, 0);
  return found;
}
