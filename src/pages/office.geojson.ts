/** The office as a GeoJSON feature, which the map island loads (src/components/islands/MapView.tsx). */
import type { APIRoute } from 'astro';
import { getContent } from '../lib/content/content';

export const GET: APIRoute = async () => {
  const { settings } = await getContent();
  const { street, postcode, city } = settings.visitingAddress;
  const feature = {
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [settings.geo.lng, settings.geo.lat] },
    properties: { name: settings.legalName, address: `${street}, ${postcode} ${city}` },
  };
  return new Response(JSON.stringify(feature), { headers: { 'Content-Type': 'application/geo+json' } });
};
