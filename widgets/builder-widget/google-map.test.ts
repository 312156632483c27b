// builder-widget: ElementsKit's Google Map, drawn with a stand-in for Google's Maps API (recording what it is asked to draw).
import { screen, waitFor, within } from '@testing-library/dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { flushIslands, loadMarkup, startMounts } from '../../fixtures/test-utils';
import { DEFAULT_ZOOM, FALLBACK_CENTRE, MAP_FAILED, readMap, resetMapsApi, staticMapUrl } from './google-map';

const widget = (id: string): HTMLElement => document.querySelector(`[data-id="${id}"]`)!;
type Point = { lat: number; lng: number };

/** What the stand-in API was asked to draw, per map element. */
interface Drawn {
  maps: { element: Element; options: { center: Point; zoom: number; zoomControl?: boolean }; centre: Point; view: unknown }[];
  markers: { map: unknown; position: Point; title: string; click?: () => void }[];
  geocoded: string[];
  opened: string[];
}

/** A small Google Maps API: the classes the widget uses, recording their calls; the geocoder answers `status`. */
function fakeMaps(status: string) {
  const drawn: Drawn = { maps: [], markers: [], geocoded: [], opened: [] };
  class LatLng {
    constructor(private readonly point: Point) {}
    lat = (): number => this.point.lat;
    lng = (): number => this.point.lng;
  }
  class MapView {
    mapTypes = { set: vi.fn() };
    setMapTypeId = vi.fn();
    private readonly record: Drawn['maps'][number];
    constructor(element: Element, options: Drawn['maps'][number]['options']) {
      this.record = { element, options, centre: options.center, view: this };
      drawn.maps.push(this.record);
      element.textContent = 'a Google map';
    }
    setCenter(centre: LatLng): void {
      this.record.centre = { lat: centre.lat(), lng: centre.lng() };
    }
  }
  class Marker {
    private readonly record: Drawn['markers'][number];
    constructor({ map, position, title }: { map: unknown; position: Point; title: string }) {
      this.record = { map, position, title };
      drawn.markers.push(this.record);
    }
    addListener(_type: string, listener: () => void): void {
      this.record.click = listener;
    }
  }
  class InfoWindow {
    private content = '';
    setContent(content: string): void {
      this.content = content;
    }
    open(): void {
      drawn.opened.push(this.content);
    }
  }
  class Geocoder {
    geocode({ address }: { address: string }, callback: (results: unknown[] | null, status: string) => void): void {
      drawn.geocoded.push(address);
      queueMicrotask(() => callback(status == 'OK' ? [{ geometry: { location: new LatLng({ lat: 51.52, lng: -0.07 }) } }] : null, status));
    }
  }
  const maps = { Map: MapView, Marker, InfoWindow, Geocoder, LatLng, Size: class {}, StyledMapType: class {}, Polyline: vi.fn(), Polygon: vi.fn(), importLibrary: vi.fn(async () => ({})) };
  return { maps, drawn };
}

/** Google's script, loaded by the widget: as it loads, it defines `google.maps` and calls the page's callback. */
function serveMaps(status = 'OK') {
  const { maps, drawn } = fakeMaps(status);
  const scripts: string[] = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes: (Node | string)[]) => {
    for (const node of nodes) {
      if (!(node instanceof HTMLScriptElement)) continue;
      scripts.push(node.src);
      queueMicrotask(() => {
        vi.stubGlobal('google', { maps });
        (window as unknown as Record<string, () => void>)[new URL(node.src).searchParams.get('callback')!]!();
      });
    }
  });
  return { drawn, scripts, maps };
}

async function started(): Promise<void> {
  loadMarkup('builder-widget/maps.html');
  startMounts();
  await flushIslands();
}

beforeEach(() => {
  resetMapsApi();
});

describe('ElementsKit Google Map', () => {
  it("loads Google's Maps API once, with the widget's key, and centres each map as printed, with its controls", async () => {
    const { scripts, drawn } = serveMaps();
    await started();
    await waitFor(() => expect(drawn.maps).toHaveLength(2));
    expect(scripts).toEqual(['https://maps.googleapis.com/maps/api/js?key=demo-maps-key&loading=async&callback=__shopIslandsMapsReady']);
    const [basic, marker] = drawn.maps;
    expect(basic!.element).toBe(widget('gm201').querySelector('.ekit-google-map'));
    expect(basic!.options).toMatchObject({ zoom: 15, zoomControl: true, scrollwheel: false, streetViewControl: false });
    // The marker map is centred on its first marker.
    expect(marker!.options.center).toEqual({ lat: 51.5226, lng: -0.0781 });
    expect(screen.getByRole('region', { name: 'Map: Holdout Shoreditch' })).toBe(basic!.element);
    expect(screen.getByRole('region', { name: 'Map: Holdout Shoreditch, Holdout Soho' })).toBe(marker!.element);
  });

  it('places a geocoded address only when Google answers OK', async () => {
    const { drawn } = serveMaps();
    await started();
    await waitFor(() => expect(drawn.markers.some((marker) => marker.title == 'Holdout Shoreditch' && marker.position.lat == 51.52)).toBe(true));
    expect(drawn.geocoded).toEqual(['12 Holdout Yard, London E2']);
    expect(drawn.maps[0]!.centre).toEqual({ lat: 51.52, lng: -0.07 });
  });

  it('leaves the map at the printed place, with no marker, on any other answer', async () => {
    const { drawn } = serveMaps('ZERO_RESULTS');
    await started();
    await waitFor(() => expect(drawn.geocoded).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(drawn.maps[0]!.centre).toEqual({ lat: 51.5226, lng: -0.0781 });
    // No marker on the address's map; the marker map's two.
    expect(drawn.markers.filter((marker) => marker.map == drawn.maps[0]!.view)).toEqual([]);
    expect(drawn.markers.filter((marker) => marker.map == drawn.maps[1]!.view)).toHaveLength(2);
    expect(drawn.markers.map((marker) => marker.title)).toEqual(['Holdout Shoreditch', 'Holdout Soho']);
  });

  it("puts the marker map's markers in, each opening its text when pressed", async () => {
    const { drawn } = serveMaps();
    await started();
    await waitFor(() => expect(drawn.markers.length).toBeGreaterThanOrEqual(2));
    const soho = drawn.markers.find((marker) => marker.title == 'Holdout Soho')!;
    expect(soho.position).toEqual({ lat: 51.5136, lng: -0.1365 });
    soho.click!();
    expect(drawn.opened).toEqual(['Collection point']);
  });

  it('shows the static map as an image of its markers, with no script', async () => {
    const { scripts } = serveMaps();
    await started();
    const image = within(widget('gm203')).getByRole('img', { name: 'Map: Holdout Shoreditch, Holdout Soho' });
    const src = new URL(image.getAttribute('src')!);
    expect(src.origin + src.pathname).toBe('https://maps.googleapis.com/maps/api/staticmap');
    expect(src.searchParams.get('size')).toBe('610x300');
    expect(src.searchParams.get('zoom')).toBe('12');
    expect(src.searchParams.getAll('markers')).toEqual(['color:0xe23a47|51.5226,-0.0781', 'color:0x1e73be|51.5136,-0.1365']);
    expect(src.searchParams.get('key')).toBe('demo-maps-key');
    expect(image).toHaveAttribute('width', '610');
    // Only the two drawn maps asked for the API.
    expect(scripts).toHaveLength(1);
  });

  it('says when the API cannot load, with a link to the place on Google Maps, and one console error per map', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(document.head, 'append').mockImplementation((...nodes: (Node | string)[]) => {
      for (const node of nodes) if (node instanceof HTMLScriptElement) queueMicrotask(() => node.onerror?.(new Event('error')));
    });
    await started();
    const notice = widget('gm201').querySelector<HTMLElement>('.google-map-notice')!;
    await waitFor(() => expect(notice).toHaveTextContent(MAP_FAILED));
    expect(within(notice).getByRole('link', { name: 'See it on Google Maps' })).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=12%20Holdout%20Yard%2C%20London%20E2');
    expect(within(widget('gm202')).getByRole('link', { name: 'See it on Google Maps' })).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=51.5226%2C-0.0781');
    expect(logged.mock.calls.filter(([message]) => String(message).includes("Google's Maps API did not load"))).toHaveLength(2);
    // The static image does not need the API: it is there.
    expect(within(widget('gm203')).getByRole('img')).toBeInTheDocument();
  });

  it('says so when the image of a static map does not load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serveMaps();
    await started();
    within(widget('gm203')).getByRole('img').dispatchEvent(new Event('error'));
    expect(widget('gm203').querySelector('.google-map-notice')).toHaveTextContent(MAP_FAILED);
    expect(within(widget('gm203')).queryByRole('img')).toBeNull();
  });

  it("uses the API a theme already loaded, and loads nothing without a key", async () => {
    const { maps, drawn } = fakeMaps('OK');
    vi.stubGlobal('google', { maps });
    const append = vi.spyOn(document.head, 'append');
    await started();
    await waitFor(() => expect(drawn.maps).toHaveLength(2));
    expect(append).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
    resetMapsApi();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    loadMarkup('builder-widget/maps.html');
    for (const map of document.querySelectorAll('.ekit-google-map')) map.removeAttribute('data-api_key');
    startMounts();
    await flushIslands();
    await waitFor(() => expect(logged).toHaveBeenCalledWith(expect.stringContaining('the widget has no API key')));
    expect(append).not.toHaveBeenCalled();
  });
});

describe('loadMapsApi', () => {
  it('does not keep a failure: the next map tries again (the network may be back)', async () => {
    const { loadMapsApi } = await import('./google-map');
    let fails = true;
    const append = vi.spyOn(document.head, 'append').mockImplementation((...nodes: (Node | string)[]) => {
      for (const node of nodes) {
        if (!(node instanceof HTMLScriptElement)) continue;
        if (fails) queueMicrotask(() => node.onerror?.(new Event('error')));
        else queueMicrotask(() => {
          vi.stubGlobal('google', { maps: fakeMaps('OK').maps });
          (window as unknown as Record<string, () => void>)[new URL(node.src).searchParams.get('callback')!]!();
        });
      }
    });
    await expect(loadMapsApi('k')).rejects.toThrow('did not load');
    fails = false;
    await expect(loadMapsApi('k')).resolves.toHaveProperty('Map');
    expect(append).toHaveBeenCalledTimes(2);
  });
});

describe('readMap', () => {
  it("falls back to ElementsKit's centre and zoom, and leaves out a list that does not decode, saying so", () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = '<div class="ekit-google-map" id="ekit-google-map-x" data-map_type="marker" data-map_markers="%5B%7Bbroken"></div>';
    const data = readMap(document.querySelector('.ekit-google-map')!);
    expect(data.centre).toEqual(FALLBACK_CENTRE);
    expect(data.zoom).toBe(DEFAULT_ZOOM);
    expect(data.markers).toEqual([]);
    expect(logged).toHaveBeenCalledWith('[shop-islands] elementskit-google-map: data-map_markers of #ekit-google-map-x is not URL-encoded JSON; it is left out');
    expect(staticMapUrl({ ...data, apiKey: 'k' })).toContain(`center=${FALLBACK_CENTRE.lat},${FALLBACK_CENTRE.lng}`);
  });

  it("decodes `+` as a space in the lists, as ElementsKit's urlencode wrote it", () => {
    document.body.innerHTML = `<div class="ekit-google-map" data-map_markers="${encodeURIComponent(JSON.stringify([{ map_marker_lat: '1', map_marker_lng: '2', map_marker_title: 'Two words' }])).replace(/%20/g, '+')}"></div>`;
    expect(readMap(document.querySelector('.ekit-google-map')!).markers[0]!.map_marker_title).toBe('Two words');
  });
});

describe('drawMap: the other map types, as ElementsKit drew them with GMaps.js', () => {
  /** A map element of `type` with the given data attributes (their values as PHP prints them). */
  function mapElement(type: string, attributes: Record<string, unknown> = {}): HTMLElement {
    const element = document.createElement('div');
    element.className = 'ekit-google-map';
    element.id = `ekit-google-map-${type}`;
    element.dataset.map_type = type;
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(`data-${name}`, typeof value == 'string' ? value : encodeURIComponent(JSON.stringify(value)).replace(/%20/g, '+'));
    document.body.append(element);
    return element;
  }
  /** The API's classes the types use, each recording how it was made. */
  function api() {
    const made: Record<string, unknown[]> = {};
    const recorder = (name: string) =>
      class {
        constructor(...args: unknown[]) {
          (made[name] ??= []).push(args.length == 1 ? args[0] : args);
        }
        addListener(): void {}
        setMapTypeId(id: string): void {
          (made.mapTypeId ??= []).push(id);
        }
        mapTypes = { set: (id: string) => (made.styled ??= []).push(id) };
      };
    class OverlayView {
      map: unknown;
      setMap(map: unknown): void {
        this.map = map;
        (this as unknown as { onAdd(): void }).onAdd();
        (this as unknown as { draw(): void }).draw();
      }
      getPanes(): { floatPane: HTMLElement } {
        return { floatPane: document.body };
      }
      getProjection(): { fromLatLngToDivPixel(): { x: number; y: number } } {
        return { fromLatLngToDivPixel: () => ({ x: 10, y: 20 }) };
      }
    }
    let routed: unknown;
    class DirectionsService {
      route(request: unknown, callback: (result: unknown, status: string) => void): void {
        routed = request;
        callback({ routes: [{ overview_path: ['a', 'b'] }] }, 'OK');
      }
    }
    const maps = { Map: recorder('Map'), Marker: recorder('Marker'), InfoWindow: recorder('InfoWindow'), Size: recorder('Size'), StyledMapType: recorder('StyledMapType'), Polyline: recorder('Polyline'), Polygon: recorder('Polygon'), StreetViewPanorama: recorder('StreetViewPanorama'), LatLng: recorder('LatLng'), OverlayView, DirectionsService, TravelMode: { DRIVING: 'DRIVING', WALKING: 'WALKING', BICYCLING: 'BICYCLING', TRANSIT: 'TRANSIT' } };
    return { maps: maps as unknown as typeof google.maps, made, routed: () => routed };
  }
  const markers = [{ map_marker_lat: '51.5', map_marker_lng: '-0.1', map_marker_title: 'Shop' }];

  it('polyline: the line through its points in the stroke, its markers, its theme as a styled map', async () => {
    const { drawMap } = await import('./google-map');
    const { maps, made } = api();
    const element = mapElement('polyline', { map_polylines: [{ map_polyline_lat: '1', map_polyline_lng: '2' }, { map_polyline_lat: '3', map_polyline_lng: '4' }], map_markers: markers, map_stroke_color: '#112233', map_stroke_weight: '6', map_theme: JSON.stringify([{ featureType: 'water' }]) });
    await drawMap(maps, element, readMap(element));
    expect(made.Polyline).toEqual([expect.objectContaining({ path: [{ lat: 1, lng: 2 }, { lat: 3, lng: 4 }], strokeColor: '#112233', strokeOpacity: 0.8, strokeWeight: 6 })]);
    expect(made.Marker).toEqual([expect.objectContaining({ position: { lat: 51.5, lng: -0.1 }, title: 'Shop' })]);
    expect(made.mapTypeId).toEqual(['map_style']);
  });

  it('polygon: the shape with its fill', async () => {
    const { drawMap } = await import('./google-map');
    const { maps, made } = api();
    const element = mapElement('polygon', { map_polylines: [{ map_polyline_lat: '1', map_polyline_lng: '2' }], map_stroke_fill_color: '#445566', map_stroke_fill_opacity: '0.5' });
    await drawMap(maps, element, readMap(element));
    expect(made.Polygon).toEqual([expect.objectContaining({ paths: [{ lat: 1, lng: 2 }], fillColor: '#445566', fillOpacity: 0.5 })]);
  });

  it('overlay: its HTML pinned over the printed point', async () => {
    const { drawMap } = await import('./google-map');
    const { maps } = api();
    const element = mapElement('overlay', { map_lat: '51.5', map_lng: '-0.1', map_overlay_content: '<strong>Here</strong>' });
    await drawMap(maps, element, readMap(element));
    const box = document.querySelector<HTMLElement>('.ekit-gmap-overlay')!;
    expect(box.innerHTML).toBe('<strong>Here</strong>');
    expect([box.style.left, box.style.top]).toEqual(['10px', '20px']);
  });

  it("routes: Google's directions from origin to destination in the travel mode, drawn as a line", async () => {
    const { drawMap } = await import('./google-map');
    const { maps, made, routed } = api();
    const element = mapElement('routes', { map_routes_origin_lat: '1', map_routes_origin_lng: '2', map_routes_dest_lat: '3', map_routes_dest_lng: '4', map_routes_travel_mode: 'driving' });
    await drawMap(maps, element, readMap(element));
    expect(routed()).toEqual({ origin: { lat: 1, lng: 2 }, destination: { lat: 3, lng: 4 }, travelMode: 'DRIVING' });
    expect(made.Polyline).toEqual([expect.objectContaining({ path: ['a', 'b'] })]);
  });

  it('panorama: street view at its point, and no map', async () => {
    const { drawMap } = await import('./google-map');
    const { maps, made } = api();
    const element = mapElement('panorama', { map_panorama_lat: '48.85', map_panorama_lng: '2.35' });
    await drawMap(maps, element, readMap(element));
    expect(made.StreetViewPanorama).toEqual([[element, { position: { lat: 48.85, lng: 2.35 } }]]);
    expect(made.Map).toBeUndefined();
  });
});
