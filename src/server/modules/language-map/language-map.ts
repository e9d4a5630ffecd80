/**
 * A language's map: the countries where its localities are, shaded on the bundled Natural Earth
 * outlines (world-atlas, 1:50m), drawn as an SVG on the server, so a page needs no map tiles from
 * elsewhere and no script. Countries are matched by their ISO 3166-1 numeric code (world-atlas's
 * ids), found from the two-letter code we store through world-countries.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { geoBounds, geoMercator, geoPath, type GeoPermissibleObjects } from 'd3-geo';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { LRUCache } from 'lru-cache';
import worldCountries from 'world-countries';
import { memo } from '@server/geography-data/memo';

export const MAP_WIDTH = 640;
export const MAP_HEIGHT = 480;

type Country = Feature<Geometry, { name: string }>;

/** The outlines, read once, on the first map asked for (0.75 MB of JSON). */
const outlines = memo(async () => {
  const require = createRequire(import.meta.url);
  const topology = require('world-atlas/countries-50m.json') as Topology<{
    countries: GeometryCollection<{ name: string }>;
  }>;
  const collection = feature(topology, topology.objects.countries) as FeatureCollection<
    Geometry,
    { name: string }
  >;
  return collection.features as Country[];
});

/** ISO 3166-1 two-letter code -> numeric code, as world-atlas names its countries. */
const NUMERIC = new Map(
  worldCountries.filter((c) => c.ccn3).map((c) => [c.cca2.toUpperCase(), c.ccn3]),
);

/** Where Africa is, for a language spoken in no known country yet. */
const AFRICA: [[number, number], [number, number]] = [
  [-20, -36],
  [55, 38],
];

/** The view: the shaded countries' extent, widened so that their neighbours show (30° at least). */
function viewOf(shaded: Country[]): GeoPermissibleObjects {
  let [[west, south], [east, north]] = AFRICA;
  if (shaded.length > 0) {
    [[west, south], [east, north]] = geoBounds({ type: 'FeatureCollection', features: shaded });
    // A collection across the antimeridian reports west > east: keep the plain box around it.
    if (west > east) [west, east] = [-180, 180];
  }
  const widen = (low: number, high: number, min: number, limit: number): [number, number] => {
    const centre = (low + high) / 2;
    const half = Math.max((high - low) * 0.7, min / 2);
    return [Math.max(centre - half, -limit), Math.min(centre + half, limit)];
  };
  [west, east] = widen(west, east, 30, 180);
  [south, north] = widen(south, north, 24, 80);
  return {
    type: 'MultiPoint',
    coordinates: [
      [west, south],
      [east, north],
      [west, north],
      [east, south],
    ],
  };
}

const escapeXml = (text: string) =>
  text.replace(/[<>&"]/g, (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', '"': 'quot' }[c]};`);

export interface LanguageMap {
  svg: string;
  etag: string;
}

/** Maps already drawn (about 35 KB each, 0.1 s to draw), by what they show. */
const drawn = new LRUCache<string, Promise<LanguageMap>>({ max: 200 });

/**
 * The map of the countries given by their two-letter codes: every country in the view drawn in
 * grey, these in the accent colour, each with its name as a tooltip.
 */
export function drawLanguageMap(countryCodes: string[], title: string): Promise<LanguageMap> {
  const key = JSON.stringify([[...countryCodes].sort(), title]);
  let map = drawn.get(key);
  if (!map) {
    map = draw(countryCodes, title);
    drawn.set(key, map);
    map.catch(() => drawn.delete(key));
  }
  return map;
}

async function draw(countryCodes: string[], title: string): Promise<LanguageMap> {
  const wanted = new Set(countryCodes.flatMap((code) => NUMERIC.get(code.toUpperCase()) ?? []));
  const countries = await outlines();
  const shaded = countries.filter((c) => wanted.has(String(c.id)));
  const projection = geoMercator()
    .fitExtent(
      [
        [8, 8],
        [MAP_WIDTH - 8, MAP_HEIGHT - 8],
      ],
      viewOf(shaded),
    )
    .clipExtent([
      [0, 0],
      [MAP_WIDTH, MAP_HEIGHT],
    ]);
  const path = geoPath(projection).digits(1);
  const paths = countries.flatMap((country) => {
    const d = path(country);
    if (!d) return [];
    const on = wanted.has(String(country.id));
    return [
      `<path d="${d}" class="${on ? 'on' : 'off'}"${on ? ` data-country="${escapeXml(country.properties.name)}"` : ''}><title>${escapeXml(country.properties.name)}</title></path>`,
    ];
  });
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MAP_WIDTH} ${MAP_HEIGHT}" width="${MAP_WIDTH}" height="${MAP_HEIGHT}" role="img" aria-label="${escapeXml(title)}">`,
    `<title>${escapeXml(title)}</title>`,
    // Colours that read on the light and the dark theme alike (an <img> sees neither).
    '<style>.off{fill:#d6d3d1;stroke:#fafaf9;stroke-width:.6}.on{fill:#0f766e;stroke:#f0fdfa;stroke-width:.8}</style>',
    '<rect width="100%" height="100%" fill="#e0f2fe" rx="12"/>',
    ...paths,
    '</svg>',
  ].join('');
  const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"`;
  return { svg, etag };
}
