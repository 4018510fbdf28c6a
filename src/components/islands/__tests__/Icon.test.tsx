/** The islands' icon, with its path from the icon set through virtual:mdi/<name> (as in the build). */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { Icon } from '../Icon';

describe('Icon', () => {
  test('draws the icon set’s path in the markup the pages have always had', () => {
    expect(renderToStaticMarkup(<Icon name="play" />)).toBe(
      '<svg viewBox="0 0 24 24" class="size-6" aria-hidden="true" focusable="false" fill="currentColor"><path d="M8 5.14v14l11-7z"></path></svg>',
    );
  });

  test('takes the size class it is given', () => {
    expect(renderToStaticMarkup(<Icon name="map-marker" className="size-8" />)).toMatch(
      /^<svg viewBox="0 0 24 24" class="size-8" [^>]*><path d="M12 11\.5A2\.5 2\.5 0 0 1 9\.5 9A2\.5/,
    );
  });
});
