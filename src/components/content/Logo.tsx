/**
 * The Helderwijs wordmark. The name is drawn to a fixed length (`textLength`), so a visitor's letter
 * spacing (WCAG 1.4.12) cannot push it out of the drawing (Firefox adds spacing on top, so
 * `.wordmark` sets none; the link has its own name). In forced colours it takes the text colour.
 */
export function Logo({ className = 'h-9 w-auto' }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 188 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="8" fill="#ff6d01"></rect>
      <path
        d="M10 21.5l6.5 6.5L30 13"
        fill="none"
        stroke="#0b5c69"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      ></path>
      <text
        x="50"
        y="28"
        fill="#1f2933"
        fontFamily="'Open Sans Variable', 'Open Sans', system-ui, sans-serif"
        fontSize="22"
        fontWeight="700"
        textLength="120"
        lengthAdjust="spacing"
        className="wordmark forced-colors:fill-[CanvasText]"
      >
        Helderwijs
      </text>
    </svg>
  );
}
