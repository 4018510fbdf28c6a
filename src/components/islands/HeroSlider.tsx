/**
 * The home page hero as a WAI-ARIA carousel (docs/architecture.md, "Islands"). The server HTML is
 * the whole first view, so nothing shifts. Every slide is laid out unseen in the same place, so the
 * hero is as tall as its tallest slide, and the slide shown is one set of elements whose text
 * changes, so a turn paints no new element that could become the page's LCP. A click or swipe
 * before hydration is held back and played here, against the state the visitor saw.
 */
import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { type Point, swipeOf } from '../../browser/swipe';
import { Icon } from './Icon';
import { withBoundary } from './IslandBoundary';
import type { Slide, SliderLabels } from '../../lib/content/frame-views';

interface Props {
  slides: Slide[];
  labels: SliderLabels;
  /** Milliseconds per slide while playing. */
  interval?: number;
  /** The slide shown first (the CMS's preview of a slide shows that one). */
  start?: number;
  /** Whether the slides turn by themselves once it runs (not in the CMS's preview). */
  autoplay?: boolean;
}

const fill = (template: string, values: Record<string, number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

/**
 * A slide's title, subtitle and call to action. As the slide shown (`link`), the call to action is
 * a link, kept in its place but unseen on a slide that has none; otherwise a box of its size.
 */
function SlideText({ slide, link = false }: { slide: Slide; link?: boolean }) {
  const cta = Boolean(slide.href && slide.cta);
  return (
    <>
      <p className="max-w-2xl text-4xl font-bold tracking-tight text-balance text-white sm:text-5xl">{slide.title}</p>
      <p className="mt-4 max-w-xl text-lg text-white sm:text-xl">{slide.subtitle}</p>
      {link ? (
        <p className="mt-8">
          <a href={cta ? slide.href : undefined} className={`btn-primary ${cta ? '' : 'invisible'}`}>
            {slide.cta}
          </a>
        </p>
      ) : (
        cta && (
          <p className="mt-8">
            <span className="btn-primary">{slide.cta}</span>
          </p>
        )
      )}
    </>
  );
}

function HeroSlider({ slides, labels, interval = 7000, start = 0, autoplay: turns = true }: Props) {
  const [index, setIndex] = useState(start);
  const [playing, setPlaying] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const swipeStart = useRef<Point | null>(null);
  const root = useRef<HTMLElement>(null);
  const count = slides.length;
  const shown = slides[index] ?? (slides[0] as Slide);
  const withLinks = slides.some((slide) => slide.href && slide.cta);
  const go = useCallback((to: number) => setIndex(((to % count) + count) % count), [count]);

  // The island hydrates at the visitor's first intent or seconds after the page has loaded
  // (client:intent): a slide show that starts by itself still turns first `interval` after the
  // page started loading.
  const firstWait = useRef<number | undefined>(undefined);
  useEffect(() => {
    const section = root.current;
    // From now on clicks reach the controls' own handlers.
    section?.setAttribute('data-hydrated', '');
    // The pointer or focus may be inside already: autoplay waits as it would have.
    if (section?.matches(':hover')) setHovered(true);
    if (section?.contains(document.activeElement)) setFocused(true);
    const pending = section?.querySelector<HTMLElement>('[data-pending-click]');
    pending?.removeAttribute('data-pending-click');
    if (pending?.hasAttribute('data-slider-toggle')) {
      // The visitor pressed "play" (the slider was not playing yet): play, whatever the settings.
      setPlaying(true);
      return;
    }
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)');
    const autoplay = turns && !reduced.matches && count > 1;
    if (autoplay) firstWait.current = Math.max(0, interval - performance.now());
    setPlaying(autoplay);
    // Previous, next or a slide of the picker, pressed before the island ran.
    pending?.click();
  }, [count, interval, turns]);

  useEffect(() => {
    const wait = firstWait.current ?? interval;
    if (playing) firstWait.current = undefined;
    if (!playing || hovered || focused) return;
    const timer = setTimeout(() => go(index + 1), wait);
    return () => clearTimeout(timer);
  }, [playing, hovered, focused, index, interval, go]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'mouse') swipeStart.current = { clientX: event.clientX, clientY: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const swipe = swipeOf(start, event);
    if (swipe) go(swipe === 'next' ? index + 1 : index - 1);
  };

  /** One grid cell and the same rows for every slide: SlideText's title, subtitle and call to action. */
  const rows = 'grid [grid-area:1/1/4] grid-rows-subgrid';
  const button =
    'inline-flex size-11 items-center justify-center rounded-full bg-white/15 text-white hover:bg-white/25';

  return (
    // The pointer and focus listeners only pause autoplay (WAI-ARIA carousel); the controls are buttons.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      ref={root}
      aria-roledescription={labels.carouselRole}
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
          {/*
            Every slide laid out and never painted, in the same three rows (title, subtitle, call to
            action) as the slide shown: each row is as tall as its tallest text, so neither the page
            below nor the slide's own subtitle and link move when the text changes.
          */}
          {slides.map((slide) => (
            <div key={slide.title} aria-hidden="true" className={`invisible ${rows}`}>
              <SlideText slide={slide} />
            </div>
          ))}
          {/*
            The slide shown: the same elements at every turn, only their text changes. The site
            search indexes the slides' text once, from the unseen slides.
          */}
          <div
            data-pagefind-ignore
            role="group"
            aria-roledescription={labels.slide}
            aria-label={fill(labels.position, { n: index + 1, total: count })}
            className={rows}
          >
            <SlideText slide={shown} link={withLinks} />
          </div>
        </div>
        <div className={`flex flex-wrap items-center gap-3 py-8 noscript:invisible ${count > 1 ? '' : 'invisible'}`}>
          <button
            type="button"
            data-slider-toggle
            className={button}
            onClick={() => setPlaying(!playing)}
            aria-label={playing ? labels.pause : labels.play}
          >
            <Icon name={playing ? 'pause' : 'play'} />
          </button>
          <button
            type="button"
            data-swipe="previous"
            className={button}
            onClick={() => go(index - 1)}
            aria-label={labels.previous}
          >
            <Icon name="chevron-left" />
          </button>
          <button
            type="button"
            data-swipe="next"
            className={button}
            onClick={() => go(index + 1)}
            aria-label={labels.next}
          >
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
