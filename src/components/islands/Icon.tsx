/**
 * The few Material Design icons the islands draw, one module per icon, so a bundle holds only
 * these: to draw another, import it below and add it to `paths`.
 */
import chevronLeft from 'virtual:mdi/chevron-left';
import chevronRight from 'virtual:mdi/chevron-right';
import magnify from 'virtual:mdi/magnify';
import mapMarker from 'virtual:mdi/map-marker';
import pause from 'virtual:mdi/pause';
import play from 'virtual:mdi/play';

const paths = {
  'chevron-left': chevronLeft,
  'chevron-right': chevronRight,
  magnify,
  'map-marker': mapMarker,
  pause,
  play,
};

/** The name of an icon the islands can draw. */
export type IconName = keyof typeof paths;

/** A decorative icon: hidden from assistive technology; give the control around it a name. */
export function Icon({ name, className = 'size-6' }: { name: IconName; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false" fill="currentColor">
      <path d={paths[name]} />
    </svg>
  );
}
