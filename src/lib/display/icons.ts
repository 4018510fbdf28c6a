/**
 * The Material Design icons (@iconify-json/mdi), read at build time only: pages inline an icon's
 * SVG and islands import single paths, so no browser loads the set.
 */
import { icons } from '@iconify-json/mdi';
import { getIconData, type IconifyIcon } from '@iconify/utils';

/** An icon of the set by name, or an error that says where to find the names. */
export function mdiIcon(name: string): IconifyIcon {
  const data = getIconData(icons, name);
  if (!data)
    throw new Error(`Icon "${name}" is not a Material Design icon; see https://pictogrammers.com/library/mdi/`);
  return data;
}

/** The one path of a 24×24 icon, all an island's `<path d>` can draw; another shape is an error. */
export function mdiPath(name: string): string {
  const { body, width, height } = mdiIcon(name);
  // The set writes `fill` before or after `d`, or leaves it out; the island's <svg> gives the fill.
  const path = /^<path(?: fill="currentColor")? d="([^"]+)"(?: fill="currentColor")?\/>$/.exec(body)?.[1];
  if (!path || width !== 24 || height !== 24)
    throw new Error(`Icon "${name}" is not a single 24×24 path, all an island draws; use src/components/Icon.astro`);
  return path;
}
