/**
 * A Material Design icon as inline SVG, from its drawing (src/lib/content/views.ts prepares it).
 * Decorative: the text beside it says what it means.
 */
import type { IconDrawing } from '../../lib/content/views';

export function ContentIcon({ icon, className = 'size-6' }: { icon: IconDrawing; className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={icon.width}
      height={icon.height}
      viewBox={icon.viewBox}
      className={className}
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      dangerouslySetInnerHTML={{ __html: icon.body }}
    />
  );
}
