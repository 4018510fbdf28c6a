import { describe, expect, it } from 'vitest';
import { checkedAttribution } from '../map-attribution';

describe('map attribution', () => {
  it('accepts text, character references and https links', () => {
    const osm =
      '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>-bijdragers, "kaartgegevens"';
    expect(checkedAttribution(osm)).toBe(osm);
  });

  it.each([
    '<img src=x onerror=alert(1)>',
    '<a href="javascript:alert(1)">OSM</a>',
    '<a href="https://osm.example" onclick="alert(1)">OSM</a>',
    '<script>alert(1)</script>',
  ])('refuses %s', (html) => {
    expect(() => checkedAttribution(html)).toThrow(/MAP_ATTRIBUTION may hold only text/);
  });
});
