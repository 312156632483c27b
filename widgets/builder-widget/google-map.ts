// ElementsKit's Google Map (`elementskit-google-map`, W15). The server prints `div.ekit-google-map#ekit-google-map-<id>`
// with the map in data attributes (`data-map_type`: basic, marker, static, polyline, polygon, overlay, routes or
// panorama; `data-api_key`; coordinates, address, zoom; markers, polylines and the theme as URL-encoded JSON), and an
// empty `div.google-map-notice` after it. ElementsKit loaded Google's Maps API and the GMaps.js library on every page
// with the widget and drew the map at load. Here:
// - the static map is an image (`maps/api/staticmap`, the key appended): no script at all;
// - the others load Google's Maps API (`maps/api/js?key=…`, once for the page, or the one the theme already loaded)
//   only as the map comes into view (the registry line starts the widget then), and draw with it directly;
// - a geocoded address moves the map and places its marker only when Google answers OK; otherwise the map stays at
//   the printed coordinates (or the fallback centre), as in ElementsKit;
// - when the API or the image cannot load (no key, blocked, offline, a refused key), the notice says so with a link
//   to the place on Google Maps, and the console says why, once. ElementsKit left an empty box.
/// <reference types="google.maps" />

/** ElementsKit's fallback centre and zoom (the spec's constants). */
export const FALLBACK_CENTRE = { lat: 23.7808875, lng: 90.2792373 };
export const DEFAULT_ZOOM = 14;
export const MAP_FAILED = 'The map could not be loaded.';

type LatLng = { lat: number; lng: number };
type GoogleMaps = typeof google.maps;
interface Marker {
  map_marker_lat?: string | number;
  map_marker_lng?: string | number;
  map_marker_title?: string;
  map_marker_content?: string;
  map_marker_icon_enable?: string;
  map_marker_icon?: { url?: string };
  map_marker_icon_width?: number | { size?: number };
  map_marker_icon_height?: number | { size?: number };
  ekit_google_map_marker_icon_color?: string;
}
interface PolylinePoint {
  map_polyline_lat?: string | number;
  map_polyline_lng?: string | number;
}

/** The widget's data attributes, as ElementsKit read them (PHP leaves out an empty one). */
export function readMap(element: HTMLElement) {
  const text = (name: string): string => element.getAttribute(`data-${name}`) ?? '';
  const number = (name: string, fallback: number): number => {
    const value = parseFloat(text(name));
    return Number.isFinite(value) && value !== 0 ? value : fallback;
  };
  /** `urlencode(json_encode(…))`: `+` is a space. A list that does not decode is empty, with one console error. */
  const encoded = <T>(name: string, fallback: T): T => {
    const raw = text(name);
    if (!raw) return fallback;
    try {
      return JSON.parse(decodeURIComponent(raw.replace(/\+/g, '%20'))) as T;
    } catch {
      console.error(`[shop-islands] elementskit-google-map: data-${name} of #${element.id} is not URL-encoded JSON; it is left out`);
      return fallback;
    }
  };
  // A JSON string of the styles (ElementsKit's themes), or, from some editors, the list itself.
  const theme = encoded<string | unknown[]>('map_theme', '');
  let styles: unknown[] | undefined;
  try {
    styles = Array.isArray(theme) ? theme : theme ? (JSON.parse(theme) as unknown[]) : undefined;
  } catch {
    console.error(`[shop-islands] elementskit-google-map: the map theme of #${element.id} is not JSON; the map keeps Google's style`);
  }
  return {
    type: text('map_type'),
    apiKey: text('api_key'),
    addressType: text('map_address_type'),
    centre: { lat: number('map_lat', FALLBACK_CENTRE.lat), lng: number('map_lng', FALLBACK_CENTRE.lng) },
    address: text('map_addr'),
    zoom: number('map_zoom', DEFAULT_ZOOM),
    marker: {
      title: text('map_basic_marker_title'),
      content: text('map_basic_marker_content'),
      icon: text('map_basic_marker_icon_enable') == 'yes' ? { url: text('map_basic_marker_icon'), width: number('map_basic_marker_icon_width', 0), height: number('map_basic_marker_icon_height', 0) } : undefined,
    },
    markers: encoded<Marker[] | null>('map_markers', []) ?? [],
    polylines: encoded<PolylinePoint[] | null>('map_polylines', []) ?? [],
    staticSize: { width: number('map_static_width', 640), height: number('map_static_height', 400) },
    stroke: { color: text('map_stroke_color') || '#e23a47', opacity: number('map_stroke_opacity', 0.8), weight: number('map_stroke_weight', 4), fillColor: text('map_stroke_fill_color') || '#e23a47', fillOpacity: number('map_stroke_fill_opacity', 0.4) },
    overlay: text('map_overlay_content'),
    route: { origin: { lat: number('map_routes_origin_lat', 0), lng: number('map_routes_origin_lng', 0) }, destination: { lat: number('map_routes_dest_lat', 0), lng: number('map_routes_dest_lng', 0) }, travelMode: text('map_routes_travel_mode') },
    panorama: { lat: number('map_panorama_lat', 0), lng: number('map_panorama_lng', 0) },
    styles,
    controls: {
      streetViewControl: text('map_streeview_control') == 'true',
      mapTypeControl: text('map_type_control') == 'true',
      zoomControl: text('map_zoom_control') == 'true',
      fullscreenControl: text('map_fullscreen_control') == 'true',
      scrollwheel: text('map_scroll_zoom') == 'true',
    },
  };
}
type MapData = ReturnType<typeof readMap>;

const size = (value: number | { size?: number } | undefined): number => Number(typeof value == 'object' ? value.size : value) || 0;
const pointOf = (marker: Marker): LatLng => ({ lat: parseFloat(String(marker.map_marker_lat)), lng: parseFloat(String(marker.map_marker_lng)) });

/** Google's static map of the markers (the image fits them), sized as printed, sharp on a dense screen. */
export function staticMapUrl(data: MapData): string {
  const params = [`zoom=${data.zoom}`, `size=${data.staticSize.width}x${data.staticSize.height}`, `scale=${Math.min(2, Math.ceil(devicePixelRatio || 1))}`];
  for (const marker of data.markers) {
    const { lat, lng } = pointOf(marker);
    const color = marker.ekit_google_map_marker_icon_color?.replace('#', '0x');
    params.push(`markers=${encodeURIComponent(`${color ? `color:${color}|` : ''}${lat},${lng}`)}`);
  }
  if (!data.markers.length) params.push(`center=${data.centre.lat},${data.centre.lng}`);
  return `https://maps.googleapis.com/maps/api/staticmap?${params.join('&')}&key=${encodeURIComponent(data.apiKey)}`;
}

let api: Promise<GoogleMaps> | undefined;
const CALLBACK = '__shopIslandsMapsReady';

/**
 * Google's Maps API, once for the page: the one already there (a theme's or a plugin's, loaded or on its way), or
 * loaded with the widget's key. A failure is not kept: the next map tries again (the network may be back).
 */
export function loadMapsApi(key: string): Promise<GoogleMaps> {
  const page = window as unknown as { google?: { maps?: GoogleMaps }; gm_authFailure?: () => void } & Record<string, unknown>;
  // Loaded (or its async bootstrap, which loads the rest on request) by another script.
  if (page.google?.maps?.Map || page.google?.maps?.importLibrary) return Promise.resolve(page.google.maps);
  if (!key) return Promise.reject(new Error('the widget has no API key (ElementsKit → User data → Google Map)'));
  api ??= new Promise<GoogleMaps>((resolve, reject) => {
    const ready = (): void => (page.google?.maps ? resolve(page.google.maps) : reject(new Error('the API ran but defined no google.maps')));
    // Another script's tag still loading: its API, not a second copy (Google refuses to be loaded twice).
    const theirs = document.querySelector<HTMLScriptElement>('script[src*="maps.googleapis.com/maps/api/js"]');
    if (theirs) {
      theirs.addEventListener('load', () => setTimeout(ready), { once: true });
      theirs.addEventListener('error', () => reject(new Error(`${theirs.src.split('?')[0]} did not load`)), { once: true });
      return;
    }
    page[CALLBACK] = ready;
    // Google calls this when it refuses the key (the map then shows Google's own error).
    const previous = page.gm_authFailure;
    page.gm_authFailure = () => {
      previous?.();
      document.dispatchEvent(new CustomEvent('shop-islands:maps-auth-failure'));
    };
    const script = document.createElement('script');
    script.src = `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(key)}&loading=async&callback=${CALLBACK}`;
    script.async = true;
    script.onerror = () => {
      script.remove();
      reject(new Error(`${script.src.split('?')[0]} did not load`));
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    api = undefined;
    throw error;
  });
  return api;
}

/** For tests: the next map loads the API again. */
export function resetMapsApi(): void {
  api = undefined;
}

/** Where the map shows, for the link that stands in for it. */
function placeOf(data: MapData): string {
  const first = data.markers[0] ? pointOf(data.markers[0]) : undefined;
  if (data.type == 'basic' && data.addressType == 'address' && data.address) return data.address;
  if (data.type == 'panorama') return `${data.panorama.lat},${data.panorama.lng}`;
  const { lat, lng } = first && data.type != 'basic' && data.type != 'overlay' ? first : data.centre;
  return `${lat},${lng}`;
}

/** The notice ElementsKit printed empty under the map says it could not load, with a link to the place. */
function showFailure(element: HTMLElement, data: MapData, why: string): void {
  let notice = element.parentElement?.querySelector('.google-map-notice');
  if (!notice) element.after((notice = Object.assign(document.createElement('div'), { className: 'google-map-notice' })));
  if (notice.textContent) return;
  console.error(`[shop-islands] elementskit-google-map #${element.id}: ${why}; the widget shows a link instead`);
  notice.append(`${MAP_FAILED} `, Object.assign(document.createElement('a'), { href: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(placeOf(data))}`, textContent: 'See it on Google Maps', rel: 'noopener' }));
}

/** Draws the map of `data` into `element` with the API (GMaps.js did the same calls for ElementsKit), unless `isStopped` by then. */
export async function drawMap(maps: GoogleMaps, element: HTMLElement, data: MapData, isStopped: () => boolean = () => false): Promise<void> {
  // With `loading=async` Google loads each library on request: only the ones this map uses.
  const libraries = data.type == 'panorama' ? ['streetView'] : ['maps', 'marker', ...(data.type == 'basic' ? ['geocoding'] : []), ...(data.type == 'routes' ? ['routes'] : [])];
  await Promise.all(libraries.map((name) => maps.importLibrary?.(name)));
  if (isStopped()) return;
  if (data.type == 'panorama') {
    new maps.StreetViewPanorama(element, { position: data.panorama });
    return;
  }
  const markers = data.markers.filter((marker) => Number.isFinite(pointOf(marker).lat) && Number.isFinite(pointOf(marker).lng));
  // The marker map is centred on its first marker; a marker map without markers is not drawn (as in ElementsKit).
  if (data.type == 'marker' && !markers.length) return;
  const map = new maps.Map(element, { center: data.type == 'marker' ? pointOf(markers[0]!) : data.centre, zoom: data.zoom, ...data.controls });
  if (data.styles) {
    map.mapTypes.set('map_style', new maps.StyledMapType(data.styles as google.maps.MapTypeStyle[], { name: 'Styled Map' }));
    map.setMapTypeId('map_style');
  }
  const info = new maps.InfoWindow();
  const addMarker = (position: LatLng, title: string, content: string, icon?: { url: string; width: number; height: number }): void => {
    const marker = new maps.Marker({ map, position, title, icon: icon?.url ? { url: icon.url, scaledSize: new maps.Size(icon.width, icon.height) } : undefined });
    if (content) {
      marker.addListener('click', () => {
        info.setContent(content);
        info.open({ map, anchor: marker });
      });
    }
  };
  const addMarkers = (): void => {
    for (const marker of markers) {
      const icon = marker.map_marker_icon_enable == 'yes' && marker.map_marker_icon?.url ? { url: marker.map_marker_icon.url, width: size(marker.map_marker_icon_width), height: size(marker.map_marker_icon_height) } : undefined;
      addMarker(pointOf(marker), marker.map_marker_title ?? '', marker.map_marker_content ?? '', icon);
    }
  };
  const { stroke } = data;
  const line = { strokeColor: stroke.color, strokeOpacity: stroke.opacity, strokeWeight: stroke.weight };
  const path = data.polylines.map((point) => ({ lat: parseFloat(String(point.map_polyline_lat)), lng: parseFloat(String(point.map_polyline_lng)) }));
  switch (data.type) {
    case 'basic':
      if (data.addressType == 'coordinates') addMarker(data.centre, data.marker.title, data.marker.content, data.marker.icon);
      else if (data.addressType == 'address' && data.address) {
        // Only an OK answer moves the map: any other status (none found, over the quota, refused) leaves it as it is.
        new maps.Geocoder().geocode({ address: data.address }, (results, status) => {
          const found = status == 'OK' ? results?.[0]?.geometry.location : undefined;
          if (!found) return;
          map.setCenter(found);
          addMarker({ lat: found.lat(), lng: found.lng() }, data.marker.title, data.marker.content, data.marker.icon);
        });
      }
      break;
    case 'marker':
      addMarkers();
      break;
    case 'polyline':
      new maps.Polyline({ map, path, ...line });
      addMarkers();
      break;
    case 'polygon':
      new maps.Polygon({ map, paths: path, ...line, fillColor: stroke.fillColor, fillOpacity: stroke.fillOpacity });
      break;
    case 'overlay':
      if (data.overlay) new (overlayClass(maps))(map, data.centre, data.overlay);
      break;
    case 'routes': {
      const mode = data.route.travelMode.toUpperCase() as keyof typeof google.maps.TravelMode;
      new maps.DirectionsService().route({ origin: data.route.origin, destination: data.route.destination, travelMode: maps.TravelMode[mode] ?? maps.TravelMode.WALKING }, (result, status) => {
        const route = status == 'OK' ? result?.routes[0] : undefined;
        if (route) new maps.Polyline({ map, path: route.overview_path, ...line });
      });
      addMarkers();
      break;
    }
  }
}

/** ElementsKit's overlay: its HTML (`div.ekit-gmap-overlay`) pinned over a point of the map, above the markers. */
function overlayClass(maps: GoogleMaps) {
  return class extends maps.OverlayView {
    private readonly box = document.createElement('div');
    constructor(
      map: google.maps.Map,
      private readonly position: LatLng,
      html: string,
    ) {
      super();
      this.box.className = 'ekit-gmap-overlay';
      this.box.style.position = 'absolute';
      this.box.innerHTML = html;
      this.setMap(map);
    }
    override onAdd(): void {
      this.getPanes()?.floatPane.append(this.box);
    }
    override draw(): void {
      const point = this.getProjection()?.fromLatLngToDivPixel(new maps.LatLng(this.position));
      if (point) Object.assign(this.box.style, { left: `${point.x}px`, top: `${point.y}px` });
    }
    override onRemove(): void {
      this.box.remove();
    }
  };
}

export function attachGoogleMap(widget: HTMLElement): () => void {
  const element = widget.querySelector<HTMLElement>('.ekit-google-map');
  if (!element) return () => {};
  const data = readMap(element);
  // Named for screen readers: a map, of what.
  const name = `Map: ${data.marker.title || (data.type == 'basic' && data.addressType == 'address' && data.address) || data.markers.map((marker) => marker.map_marker_title).filter(Boolean).join(', ') || placeOf(data)}`;
  if (data.type == 'static') {
    if (element.querySelector('img')) return () => {};
    const { width, height } = data.staticSize;
    const image = Object.assign(document.createElement('img'), { src: staticMapUrl(data), width, height, alt: name, decoding: 'async' });
    image.addEventListener('error', () => (image.remove(), showFailure(element, data, 'the static map image did not load')), { once: true });
    element.append(image);
    return () => image.remove();
  }
  let isStopped = false;
  element.setAttribute('role', 'region');
  element.setAttribute('aria-label', name);
  const refused = (): void => showFailure(element, data, 'Google refused the API key');
  document.addEventListener('shop-islands:maps-auth-failure', refused);
  loadMapsApi(data.apiKey).then(
    (maps) => drawMap(maps, element, data, () => isStopped).catch((error: unknown) => !isStopped && showFailure(element, data, `the map could not be drawn (${(error as Error).message})`)),
    (error: unknown) => !isStopped && showFailure(element, data, `Google's Maps API did not load (${(error as Error).message})`),
  );
  return () => {
    isStopped = true;
    document.removeEventListener('shop-islands:maps-auth-failure', refused);
  };
}
