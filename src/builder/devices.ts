// Elementor's devices: which one the window is (`elementorFrontend.getCurrentDeviceMode()`), and the value of a
// responsive setting on it. Elementor saves a responsive control as `<key>` (desktop) plus `<key>_<device>`
// for each device where the editor changed it; a device without its own value takes the next larger one's.
import { readBuilderConfig, type Breakpoint } from './config';

/** Elementor's devices from the largest to the smallest (core/breakpoints/manager.php); desktop has no breakpoint. */
const LARGE_TO_SMALL = ['widescreen', 'desktop', 'laptop', 'tablet_extra', 'tablet', 'mobile_extra', 'mobile'] as const;

const enabled = (breakpoints: Readonly<Record<string, Breakpoint>>, device: string): boolean => device === 'desktop' || breakpoints[device]?.isEnabled === true;

/** The enabled devices, largest first (desktop always among them). */
export function activeDevices(breakpoints = readBuilderConfig().breakpoints): string[] {
  return LARGE_TO_SMALL.filter((device) => enabled(breakpoints, device));
}

/**
 * The device the window is on now: the smallest enabled device whose `max-width` the window is within, the
 * widescreen when it reaches its `min-width`, else desktop. Asked of the browser (matchMedia), so it agrees
 * with the theme's and Elementor's CSS media queries to the pixel.
 */
export function currentDevice(breakpoints = readBuilderConfig().breakpoints): string {
  const widescreen = breakpoints.widescreen;
  if (widescreen?.isEnabled && matchMedia(`(min-width: ${widescreen.value}px)`).matches) return 'widescreen';
  const smallFirst = activeDevices(breakpoints).reverse().filter((device) => breakpoints[device]?.direction === 'max');
  return smallFirst.find((device) => matchMedia(`(max-width: ${breakpoints[device]!.value}px)`).matches) ?? 'desktop';
}

/** Elementor's test: any falsy value but the number 0 is "not set" (PHP leaves out null and '' anyway). */
const isSet = (value: unknown): boolean => !!value || value === 0;

/**
 * `settings[key]` as it applies on `device`: `<key>_<device>` when set (0 counts; '', false and null do not), else the next larger enabled
 * device's, up to desktop's plain `<key>`. The widescreen falls back to desktop directly.
 * @example deviceSetting({ slides_to_show: '3', slides_to_show_tablet: '2' }, 'slides_to_show', 'mobile') // '2'
 */
export function deviceSetting(settings: Readonly<Record<string, unknown>>, key: string, device: string, breakpoints = readBuilderConfig().breakpoints): unknown {
  if (device === 'desktop') return settings[key];
  if (device === 'widescreen') return isSet(settings[`${key}_widescreen`]) ? settings[`${key}_widescreen`] : settings[key];
  const devices = activeDevices(breakpoints);
  for (let index = devices.indexOf(device); index > devices.indexOf('desktop'); index--) {
    const value = settings[`${key}_${devices[index]}`];
    if (isSet(value)) return value;
  }
  return settings[key];
}

/** `deviceSetting` on the device the window is on now. */
export const currentDeviceSetting = (settings: Readonly<Record<string, unknown>>, key: string): unknown => deviceSetting(settings, key, currentDevice());
