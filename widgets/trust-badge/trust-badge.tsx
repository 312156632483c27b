// Customer Reviews' floating trust badge: compact in a corner, big on demand, hidden for a day from its
// compact state. Renders the plugin's markup (its classes, colours and badge contents) with real buttons:
// one over the whole compact badge, where the plugin made the whole badge clickable, and the close cross.
import { useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { readCookie, writeCookie } from '@/dom';
import type { IslandContext } from '@/runtime';
import type { BadgeParts, Palette, TrustBadgeProps } from './schema';

/** The cookie that keeps the badge away: the plugin prints no badge while it exists (any value). */
export const HIDE_COOKIE = 'cr_hide_trustbadge';
/** One day (86400 s), as the plugin's `max-age`. */
export const HIDE_DAYS = 1;

type Mode = 'compact' | 'big' | 'hidden';

/** `background-color` → `backgroundColor`; custom properties stay as they are. */
function toReactStyle(style: Readonly<Record<string, string>>, display: string | undefined): CSSProperties {
  const entries = Object.entries(style).map(([name, value]) => [name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()), value]);
  return { ...Object.fromEntries(entries), display } as CSSProperties;
}

function luminanceOf(hex: string): number | undefined {
  const digits = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex)?.[1];
  if (!digits) return undefined;
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  const [red, green, blue] = [0, 2, 4].map((start) => {
    const channel = Number.parseInt(full.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/**
 * The close cross in near-black or white, whichever stands out on the badge's top colour: the plugin's
 * orange-on-white and white-on-orange crosses have a contrast of 2.3:1 (WCAG asks 3:1 of a control).
 */
function crossColorOn(background: string): string | undefined {
  const luminance = luminanceOf(background);
  if (luminance === undefined) return undefined;
  return (luminance + 0.05) / (luminanceOf('#1e1e1e')! + 0.05) >= 1.05 / (luminance + 0.05) ? '#1e1e1e' : '#ffffff';
}

function SmilingStar() {
  return (
    <svg width="70" height="65" viewBox="0 0 70 65" fill="none" xmlns="http://www.w3.org/2000/svg" aria-hidden="true" focusable="false">
      <path d="M34.9752 53.9001L13.3948 65L17.5124 41.4914L0 24.8173L24.2098 21.3758L34.9752 0L45.7902 21.3758L70 24.8173L52.4876 41.4914L56.6052 65L34.9752 53.9001Z" fill="#F4DB6B" />
      <path d="M25.8965 38.2439C25.8965 43.1395 29.9645 47.1142 34.9752 47.1142C39.9858 47.1142 44.0538 43.1395 44.0538 38.2439H25.8965Z" fill="#E98B3E" />
      <path d="M29.7163 30.7793C29.7163 32.2335 28.5257 33.3968 27.0374 33.3968C25.549 33.3968 24.3584 32.2335 24.3584 30.7793C24.3584 29.3252 25.549 28.1619 27.0374 28.1619C28.5257 28.1619 29.7163 29.3252 29.7163 30.7793Z" fill="#E98B3E" />
      <path d="M45.6411 30.7793C45.6411 32.2335 44.4505 33.3968 42.9622 33.3968C41.4739 33.3968 40.2832 32.2335 40.2832 30.7793C40.2832 29.3252 41.4739 28.1619 42.9622 28.1619C44.4505 28.1619 45.6411 29.3252 45.6411 30.7793Z" fill="#E98B3E" />
      <path d="M34.9752 0L24.2098 21.3758L0 24.8173L27.9305 25.5444L34.9752 0Z" fill="#F6D15A" />
      <path d="M13.3945 65.0001L34.975 53.9002L56.605 65.0001L34.975 48.229L13.3945 65.0001Z" fill="#F6D15A" />
    </svg>
  );
}

function CloseCross({ fill }: { fill: string | undefined }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" xmlns="http://www.w3.org/2000/svg" aria-hidden="true" focusable="false" style={{ fill }}>
      <path d="M14.8,12l3.6-3.6c0.8-0.8,0.8-2,0-2.8c-0.8-0.8-2-0.8-2.8,0L12,9.2L8.4,5.6c-0.8-0.8-2-0.8-2.8,0 c-0.8,0.8-0.8,2,0,2.8L9.2,12l-3.6,3.6c-0.8,0.8-0.8,2,0,2.8C6,18.8,6.5,19,7,19s1-0.2,1.4-0.6l3.6-3.6l3.6,3.6 C16,18.8,16.5,19,17,19s1-0.2,1.4-0.6c0.8-0.8,0.8-2,0-2.8L14.8,12z" />
    </svg>
  );
}

function Badge({ parts, id, display }: { parts: BadgeParts; id?: string; display: 'block' | 'none' | undefined }) {
  return <div id={id} className={parts.className} style={toReactStyle(parts.style, display)} dangerouslySetInnerHTML={{ __html: parts.html }} />;
}

export function TrustBadge({ mountPoint, colors, colorsProblem, compact, big }: TrustBadgeProps & IslandContext) {
  const [mode, setMode] = useState<Mode>(() => (readCookie(HIDE_COOKIE) === undefined ? 'compact' : 'hidden'));
  // The plugin prints the cross hidden and shows it on the first expansion; it then stays.
  const [isCrossShown, setIsCrossShown] = useState(false);
  const expandButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<(() => void) | null>(null);
  const bigId = useId();
  const isBig = mode === 'big';
  const palette: Palette = colors[isBig ? 'big' : 'small'];

  useEffect(() => {
    if (colorsProblem) console.error(`[shop-islands] trust-badge: ${colorsProblem}`);
  }, [colorsProblem]);

  useLayoutEffect(() => {
    mountPoint.setAttribute('role', 'region');
    mountPoint.setAttribute('aria-label', 'Store rating');
    return () => {
      mountPoint.removeAttribute('role');
      mountPoint.removeAttribute('aria-label');
    };
  }, [mountPoint]);

  // The badge's own box is the mount point: its state class, border colour and, once closed, its display.
  useLayoutEffect(() => {
    mountPoint.classList.toggle('cr-floatingbadge-big', isBig);
    mountPoint.style.setProperty('border-color', palette.border);
    if (mode === 'hidden') mountPoint.style.setProperty('display', 'none');
  }, [mountPoint, mode, isBig, palette.border]);

  useEffect(() => {
    focusNext.current?.();
    focusNext.current = null;
  }, [mode]);

  if (mode === 'hidden') return null;

  const expand = (): void => {
    setIsCrossShown(true);
    setMode('big');
    focusNext.current = () => closeButton.current?.focus();
  };
  const close = (): void => {
    if (isBig) {
      setMode('compact');
      focusNext.current = () => expandButton.current?.focus();
      return;
    }
    writeCookie(HIDE_COOKIE, 'true', { days: HIDE_DAYS });
    setMode('hidden');
  };

  return (
    <>
      <div className="cr-floatingbadge-background">
        <div className="cr-floatingbadge-background-top" style={{ backgroundColor: palette.top }} />
        <div className="cr-floatingbadge-background-middle" style={{ backgroundColor: palette.middle }} />
        <div className="cr-floatingbadge-background-bottom" style={{ backgroundColor: palette.bottom, borderColor: palette.border }} />
      </div>
      {!isBig && <button ref={expandButton} type="button" className="cr-floatingbadge-expand" aria-expanded="false" aria-controls={bigId} aria-label="Show store rating details" onClick={expand} />}
      <div className="cr-floatingbadge-top">
        <SmilingStar />
        <button
          ref={closeButton}
          type="button"
          className="cr-floatingbadge-close"
          style={{ display: isCrossShown ? 'block' : 'none' }}
          aria-label={isBig ? 'Close store rating details' : 'Hide trust badge'}
          onClick={close}
        >
          <CloseCross fill={crossColorOn(palette.top)} />
        </button>
      </div>
      {/* The compact badge keeps the stylesheet's display while shown; the plugin prints the big one hidden. */}
      <Badge parts={compact} display={isBig ? 'none' : undefined} />
      <Badge parts={big} id={bigId} display={isBig ? 'block' : 'none'} />
    </>
  );
}
