// The popularity signal: the top-sites order (npm top-sites, MIT; Moz's list of the 500 most linked-to sites). One
// entry is cut short upstream ("marketingplatform.google...."): it is left out. The package is not a dependency: its
// install script downloads the list, which fails offline, so it is installed on purpose without scripts.
import { normaliseDomain } from '../../catalog/domain.ts';
import { optionalPackage, writeJson } from './files.ts';

export function writeTopSites(): void {
  const topSitesList = optionalPackage<{ rootDomain: string }[]>('top-sites');
  if (!topSitesList) {
    console.log('top-sites: kept catalog/data/top-sites.json (to refresh it: npm install --no-save --ignore-scripts top-sites)');
    return;
  }
  const topSites = topSitesList.flatMap((site) => {
    try {
      return [normaliseDomain(site.rootDomain)];
    } catch {
      return [];
    }
  });
  writeJson('catalog/data/top-sites.json', {
    _notice: 'The 500 most linked-to websites in order, from the npm package top-sites (MIT, Copyright (c) 2018 Kiko Beats; notice in catalog/data/NOTICE).',
    domains: topSites,
  });
}
