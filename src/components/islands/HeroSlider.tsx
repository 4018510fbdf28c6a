/**
 * The home page hero as a WAI-ARIA carousel: previous, next, pause/play and a slide picker that a
 * keyboard reaches; autoplay stops while the pointer or focus is inside and never starts under
 * prefers-reduced-motion; a swipe of 16px or more moves it on touch screens; slides that are not
 * shown are hidden from assistive technology. The first slide is the server HTML, and the
 * controls keep their place before hydration, so nothing shifts.
 */
import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { Icon } from './Icon';
import { withBoundary } from './IslandBoundary';

/** One slide (SPEC.md §3: title, subtitle), with an optional call to action. */
export interface Slide {
  title: string;
  subtitle: string;
  href?: string | undefined;
  cta?: string | undefined;
}

/** Already translated labels. */
export interface SliderLabels {
  /** Name of the carousel, e.g. "Uitgelicht". */
  carousel: string;
  /** "Dia", for aria-roledescription of each slide. */
  slide: string;
  /** "{n} van {total}". */
  position: string;
  previous: string;
  next: string;
  pause: string;
  play: string;
  /** "Toon dia {n}". */
  show: string;
}

interface Props {
  slides: Slide[];
  labels: SliderLabels;
  /** Milliseconds per slide while playing. */
  interval?: number;
}

/** Minimum horizontal travel of a touch to count as a swipe. */
export const swipeThreshold = 16;

const fill = (template: string, values: Record<string, number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

function HeroSlider({ slides, labels, interval = 7000 }: Props) {
  const [index, setIndex] = useState(0);
  const [hydrated, setHydrated] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const count = slides.length;
  const go = useCallback((to: number) => setIndex(((to % count) + count) % count), [count]);

  // The island may hydrate seconds after the page has loaded (client:afterpaint={5000}): a slide
  // show that starts by itself still turns first `interval` after the page started loading.
  const firstWait = useRef<number | undefined>(undefined);
  useEffect(() => {
    setHydrated(true);
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)');
    const autoplay = !reduced.matches && count > 1;
    if (autoplay) firstWait.current = Math.max(0, interval - performance.now());
    setPlaying(autoplay);
  }, [count, interval]);

  useEffect(() => {
    const wait = firstWait.current ?? interval;
    if (playing) firstWait.current = undefined;
    if (!playing || hovered || focused) return;
    const timer = setTimeout(() => go(index + 1), wait);
    return () => clearTimeout(timer);
  }, [playing, hovered, focused, index, interval, go]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'mouse') swipeStart.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) >= swipeThreshold && Math.abs(dx) > Math.abs(event.clientY - start.y))
      go(dx < 0 ? index + 1 : index - 1);
  };

  const button =
    'inline-flex size-11 items-center justify-center rounded-full bg-white/15 text-white hover:bg-white/25';

  return (
    // The pointer and focus listeners only pause autoplay (WAI-ARIA carousel); the controls are buttons.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      aria-roledescription="carousel"
      aria-label={labels.carousel}
      className="relative overflow-hidden border-b-8 border-primary bg-secondary-strong text-white focus-on-dark lg:border-b-0"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node)) setFocused(false);
      }}
    >
      <div aria-hidden="true" className="absolute -top-24 right-12 hidden size-96 rounded-full bg-primary lg:block" />
      <div
        aria-hidden="true"
        className="absolute right-40 -bottom-32 hidden size-64 rounded-full border-[24px] border-secondary lg:block"
      />
      <div className="relative container-site pt-16 sm:pt-24">
        <div
          className="grid touch-pan-y"
          aria-live={playing && !hovered && !focused ? 'off' : 'polite'}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (swipeStart.current = null)}
        >
          {slides.map((slide, position) => {
            return (
              <div
                key={slide.title}
                role="group"
                aria-roledescription={labels.slide}
                aria-label={fill(labels.position, { n: position + 1, total: count })}
                hidden={position !== index}
                className="col-start-1 row-start-1"
              >
                <p className="max-w-2xl text-4xl font-bold tracking-tight text-balance text-white sm:text-5xl">
                  {slide.title}
                </p>
                <p className="mt-4 max-w-xl text-lg text-white sm:text-xl">{slide.subtitle}</p>
                {slide.href && slide.cta && (
                  <p className="mt-8">
                    <a href={slide.href} className="btn-primary">
                      {slide.cta}
                    </a>
                  </p>
                )}
              </div>
            );
          })}
        </div>
        <div className={`flex items-center gap-3 py-8 ${hydrated && count > 1 ? '' : 'invisible'}`}>
          <button
            type="button"
            className={button}
            onClick={() => setPlaying(!playing)}
            aria-label={playing ? labels.pause : labels.play}
          >
            <Icon name={playing ? 'pause' : 'play'} />
          </button>
          <button type="button" className={button} onClick={() => go(index - 1)} aria-label={labels.previous}>
            <Icon name="chevron-left" />
          </button>
          <button type="button" className={button} onClick={() => go(index + 1)} aria-label={labels.next}>
            <Icon name="chevron-right" />
          </button>
          <ul className="ml-2 flex items-center gap-2">
            {slides.map((slide, position) => (
              <li key={slide.title}>
                <button
                  type="button"
                  aria-label={fill(labels.show, { n: position + 1 })}
                  aria-current={position === index ? 'true' : undefined}
                  onClick={() => go(position)}
                  className="flex size-11 items-center justify-center"
                >
                  <span
                    className={`block size-3 rounded-full border-2 border-white forced-colors:border-[CanvasText] ${position === index ? 'bg-white forced-colors:bg-[CanvasText] forced-colors:forced-color-adjust-none' : ''}`}
                  />
                </button>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

export default withBoundary(HeroSlider);
