/**
 * The office on a map (docs/architecture.md, "Islands"): nothing is requested from another site
 * until the visitor clicks "Kaart tonen" or has consented. The map takes focus and pans with the
 * arrow keys, so it is an `application` with a description of its keys; its zoom and close buttons
 * are real buttons, as Leaflet's are links with a button role, which Space does not press.
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { Feature, Point } from 'geojson';
import leafletStylesheet from 'leaflet/dist/leaflet.css?url';
import mapStylesheet from './map-controls.css?url';
import { request, underLoadingBar } from '../../browser/http';
import { Icon } from './Icon';
import { withBoundary } from './IslandBoundary';

interface Props {
  /** "Ons kantoor ligt aan de Voorbeeldlaan 12 in Utrecht." */
  description: string;
  /** "Voorbeeldlaan 12, 3511 AB Utrecht" */
  address: string;
  routeHref: string;
  routeLabel: string;
  showLabel: string;
  /** Accessible name of the map, e.g. "Kaart met de ligging van ons kantoor". */
  mapLabel: string;
  /** How to use the map from the keyboard, its accessible description. */
  keysHint: string;
  /** Names of the zoom buttons and of the popup's close button, in the page's language. */
  zoomInLabel: string;
  zoomOutLabel: string;
  closeLabel: string;
  /** Tile URL template, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png */
  tileUrl: string;
  /** Attribution HTML required by the tile server. */
  attribution: string;
  /** Path of the office GeoJSON. */
  geojsonPath: string;
}

type Status = 'placeholder' | 'loading' | 'map';

/** Adds Leaflet's stylesheet (a file of its own, so pages without the map never carry it). */
function loadStylesheet(href: string): Promise<void> {
  if (document.querySelector(`link[href="${href}"]`)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => reject(new Error(`The map stylesheet ${href} did not load`)));
    document.head.append(link);
  });
}

/** Loads Leaflet, its stylesheet and the map's own (./map-controls.css); fails with a clear message when the map feature is missing. */
async function loadLeaflet() {
  const [module] = await Promise.all([
    import('leaflet'),
    loadStylesheet(leafletStylesheet),
    loadStylesheet(mapStylesheet),
  ]);
  const leaflet = (module as { default?: typeof import('leaflet') }).default ?? module;
  if (typeof leaflet.map !== 'function' || typeof leaflet.tileLayer !== 'function') {
    throw new Error(
      'The map library loaded without map() and tileLayer(): the map cannot be shown, the address stays instead.',
    );
  }
  return leaflet;
}

let leafletLoading: ReturnType<typeof loadLeaflet> | undefined;

/** Leaflet, loaded once per page; a failed load is tried again at the next press. */
function leafletOnce(): ReturnType<typeof loadLeaflet> {
  leafletLoading ??= loadLeaflet().catch((error: unknown) => {
    leafletLoading = undefined;
    throw error;
  });
  return leafletLoading;
}

// "Kaart tonen" pressed before this module ran: Leaflet starts loading now, while React's own code
// is still on its way.
if (typeof document !== 'undefined' && document.querySelector('[data-map-requested]'))
  void leafletOnce().catch(() => undefined);

/** Whether the visitor consented to third-party content, as the consent script says on `<html>`. */
const thirdPartyGranted = () => document.documentElement.dataset['thirdParty'] === 'granted';
const onConsentChange = (listener: () => void) => {
  document.addEventListener('consentchange', listener);
  return () => document.removeEventListener('consentchange', listener);
};

/** A real button with this name and text, for a control inside the map. */
function mapButton(label: string, text: string, className: string, press: () => void): HTMLButtonElement {
  const button = Object.assign(document.createElement('button'), { type: 'button', className, textContent: text });
  button.setAttribute('aria-label', label);
  button.addEventListener('click', (event) => {
    // Leaflet would take the click for the map (a drag, a click on the map behind).
    event.stopPropagation();
    press();
  });
  return button;
}

/**
 * The marker's popup, built as elements: the office's name and address are text, never HTML, and
 * a close button named `closeLabel` that calls `close`.
 */
export function popupOf(
  { name, address }: { name: string; address: string },
  closeLabel = '',
  close: () => void = () => undefined,
): HTMLElement {
  const popup = document.createElement('div');
  popup.className = 'map-popup';
  const strong = document.createElement('strong');
  strong.textContent = name;
  popup.append(mapButton(closeLabel, '×', 'map-popup-close', close), strong, document.createElement('br'), address);
  return popup;
}

function MapView(props: Props) {
  const consented = useSyncExternalStore(onConsentChange, thirdPartyGranted, () => false);
  const [hydrated, setHydrated] = useState(false);
  const [status, setStatus] = useState<Status>('placeholder');
  const container = useRef<HTMLDivElement>(null);
  const root = useRef<HTMLDivElement>(null);
  // A page has one map (src/components/OfficeMap.astro): a fixed id, with a capital, which no
  // heading's id has. useId's would follow how many React components Astro rendered before the
  // island, in an order that varies from build to build, and so the page's hash.
  const hintId = 'mapKeys';

  useEffect(() => setHydrated(true), []);

  // "Kaart tonen" goes away when the map shows: focus moves to the map, which Leaflet makes
  // keyboard-operable, instead of falling back to the page.
  const focusMap = useRef(false);
  useEffect(() => {
    if (status === 'map' && focusMap.current) container.current?.focus();
  }, [status]);

  // Once only, whichever asks first: a click, consent, or a click made before hydration.
  const started = useRef(false);
  const show = async () => {
    if (started.current) return;
    started.current = true;
    setStatus('loading');
    try {
      const [leaflet, office] = await underLoadingBar(
        Promise.all([leafletOnce(), request<Feature<Point, { name: string; address: string }>>(props.geojsonPath)]),
      );
      const element = container.current;
      if (!element) return;
      const [lng, lat] = office.geometry.coordinates as [number, number];
      const map = leaflet.map(element, { scrollWheelZoom: false, zoomControl: false }).setView([lat, lng], 16);
      // Zoom buttons as buttons, in Leaflet's corner for controls.
      const zoom = new leaflet.Control({ position: 'topleft' });
      zoom.onAdd = () => {
        const bar = leaflet.DomUtil.create('div', 'leaflet-bar map-zoom');
        bar.append(
          mapButton(props.zoomInLabel, '+', 'map-zoom-button', () => map.zoomIn()),
          mapButton(props.zoomOutLabel, '−', 'map-zoom-button', () => map.zoomOut()),
        );
        leaflet.DomEvent.disableClickPropagation(bar);
        return bar;
      };
      zoom.addTo(map);
      // Leaflet's own credit, whose description is English whatever the page's language: said so.
      map.attributionControl.setPrefix(
        '<a href="https://leafletjs.com" lang="en" title="A JavaScript library for interactive maps">Leaflet</a>',
      );
      leaflet.tileLayer(props.tileUrl, { attribution: props.attribution, maxZoom: 19 }).addTo(map);
      const icon = leaflet.divIcon({
        className: '',
        html: '<span class="map-marker"><svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true"><path d="M12 11.5A2.5 2.5 0 0 1 9.5 9A2.5 2.5 0 0 1 12 6.5A2.5 2.5 0 0 1 14.5 9a2.5 2.5 0 0 1-2.5 2.5M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7"/></svg></span>',
        iconSize: [32, 32],
        iconAnchor: [16, 32],
      });
      const marker = leaflet.marker([lat, lng], { icon, title: office.properties.name, alt: office.properties.name });
      marker.addTo(map);
      /** Closes the popup, and brings focus back to the marker when it was in the map. */
      const closePopup = () => {
        const inMap = element.contains(document.activeElement);
        map.closePopup();
        if (inMap) marker.getElement()?.focus();
      };
      marker.bindPopup(popupOf(office.properties, props.closeLabel, closePopup), { closeButton: false });
      marker.getElement()?.setAttribute('aria-expanded', 'false');
      marker.on('popupopen', () => marker.getElement()?.setAttribute('aria-expanded', 'true'));
      marker.on('popupclose', () => marker.getElement()?.setAttribute('aria-expanded', 'false'));
      // Leaflet closes a popup on Escape only while the map itself has focus.
      element.addEventListener('keydown', (event) => {
        if (event.key !== 'Escape' || !marker.isPopupOpen()) return;
        event.preventDefault();
        closePopup();
      });
      setStatus('map');
    } catch (error) {
      console.error('The map could not be loaded:', error);
      started.current = false;
      setStatus('placeholder');
    }
  };

  // "Kaart tonen" pressed before the island hydrated: the inline script kept the request.
  useEffect(() => {
    const requested = root.current?.closest<HTMLElement>('[data-map-requested]');
    if (!requested) return;
    delete requested.dataset['mapRequested'];
    focusMap.current = true;
    void show();
    // Once, on hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (hydrated && consented) void show();
    // show() reads the current status itself; it only needs to run when consent arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated, consented]);

  return (
    <div
      ref={root}
      className="relative min-h-72 overflow-hidden rounded-lg bg-accent"
      data-map-status={status}
      data-hydrated={hydrated ? '' : undefined}
    >
      <div aria-hidden={status !== 'map'} className={`absolute inset-0 z-0 ${status === 'map' ? '' : 'invisible'}`}>
        {/*
          Leaflet owns this element's classes and makes it focusable (tabindex 0); React never
          re-renders its attributes.
        */}
        <div
          ref={container}
          role="application"
          aria-label={props.mapLabel}
          aria-describedby={hintId}
          className="size-full"
        />
        <p id={hintId} hidden>
          {props.keysHint}
        </p>
      </div>
      {status !== 'map' && (
        <div className="map-placeholder relative flex min-h-72 flex-col items-center justify-center gap-4 p-8 text-center">
          <span className="inline-flex size-14 items-center justify-center rounded-full bg-primary text-ink">
            <Icon name="map-marker" className="size-8" />
          </span>
          <p className="text-lg text-ink">
            {props.description}
            <br />
            <span className="font-semibold">{props.address}</span>
          </p>
          <div className="flex flex-wrap justify-center gap-3">
            <a href={props.routeHref} rel="noopener" className="btn-secondary">
              {props.routeLabel}
            </a>
            <button
              type="button"
              onClick={() => {
                focusMap.current = true;
                void show();
              }}
              disabled={status === 'loading'}
              data-map-show
              className="btn border border-secondary-strong bg-white text-secondary-strong hover:bg-accent noscript:hidden"
            >
              {props.showLabel}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

export default withBoundary(MapView);
