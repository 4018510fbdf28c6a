// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { popupOf } from '../MapView';

describe('the map popup', () => {
  it('shows the office name and address as text, whatever they contain', () => {
    const popup = popupOf({ name: '<img src=x onerror="alert(1)">Helderwijs', address: 'Voorbeeldlaan 12 <script>' });
    expect(popup.querySelector('img, script')).toBeNull();
    expect(popup.querySelector('strong')?.textContent).toBe('<img src=x onerror="alert(1)">Helderwijs');
    expect(popup.textContent).toContain('Voorbeeldlaan 12 <script>');
  });
});
