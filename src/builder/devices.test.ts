// Elementor's devices and responsive settings: the device of the window, and a setting's value on a device.
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_BREAKPOINTS, type Breakpoint } from './config';
import { activeDevices, currentDevice, deviceSetting } from './devices';

const allEnabled: Record<string, Breakpoint> = Object.fromEntries(Object.entries(DEFAULT_BREAKPOINTS).map(([device, breakpoint]) => [device, { ...breakpoint, isEnabled: true }]));

/** A window `width` px wide, as matchMedia answers for it. */
function windowOf(width: number): void {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const [, kind, value] = /\((max|min)-width: (\d+)px\)/.exec(query) ?? [];
    const matches = kind === 'max' ? width <= Number(value) : width >= Number(value);
    return { matches, media: query } as MediaQueryList;
  });
}

describe('activeDevices', () => {
  it('lists the enabled devices from the largest, desktop always among them', () => {
    expect(activeDevices(DEFAULT_BREAKPOINTS)).toEqual(['desktop', 'tablet', 'mobile']);
    expect(activeDevices(allEnabled)).toEqual(['widescreen', 'desktop', 'laptop', 'tablet_extra', 'tablet', 'mobile_extra', 'mobile']);
  });
});

describe('currentDevice', () => {
  it.each([
    [375, 'mobile'],
    [767, 'mobile'],
    [768, 'tablet'],
    [1024, 'tablet'],
    [1025, 'desktop'],
    [2600, 'desktop'],
  ])("at %i px with Elementor's default devices is %s", (width, device) => {
    windowOf(width);
    expect(currentDevice(DEFAULT_BREAKPOINTS)).toBe(device);
  });

  it.each([
    [800, 'mobile_extra'],
    [1100, 'tablet_extra'],
    [1300, 'laptop'],
    [1400, 'desktop'],
    [2400, 'widescreen'],
  ])('at %i px with every device enabled is %s', (width, device) => {
    windowOf(width);
    expect(currentDevice(allEnabled)).toBe(device);
  });
});

describe('deviceSetting', () => {
  const settings = { slides_to_show: '3', slides_to_show_tablet: '2', slides_to_show_mobile: '', gap: 0, gap_mobile: 0, speed_widescreen: '900', speed: '500' };

  it('takes the device value, else the next larger device, else desktop', () => {
    expect(deviceSetting(settings, 'slides_to_show', 'desktop', DEFAULT_BREAKPOINTS)).toBe('3');
    expect(deviceSetting(settings, 'slides_to_show', 'tablet', DEFAULT_BREAKPOINTS)).toBe('2');
    // An empty mobile value inherits the tablet's.
    expect(deviceSetting(settings, 'slides_to_show', 'mobile', DEFAULT_BREAKPOINTS)).toBe('2');
    // 0 is a value.
    expect(deviceSetting(settings, 'gap', 'mobile', DEFAULT_BREAKPOINTS)).toBe(0);
    expect(deviceSetting(settings, 'speed', 'widescreen', allEnabled)).toBe('900');
    expect(deviceSetting({ speed: '500' }, 'speed', 'widescreen', allEnabled)).toBe('500');
  });

  it('never takes the value of a smaller device or a disabled one', () => {
    expect(deviceSetting({ size: 'l', size_mobile: 's' }, 'size', 'tablet', DEFAULT_BREAKPOINTS)).toBe('l');
    // laptop is disabled by default: its value is not used on the tablet.
    expect(deviceSetting({ size: 'l', size_laptop: 'm' }, 'size', 'tablet', DEFAULT_BREAKPOINTS)).toBe('l');
    expect(deviceSetting({ size: 'l', size_laptop: 'm' }, 'size', 'tablet', allEnabled)).toBe('m');
  });

  it('always answers a value some device between it and desktop was given (property)', () => {
    const devices = ['laptop', 'tablet_extra', 'tablet', 'mobile_extra', 'mobile'];
    fc.assert(
      fc.property(fc.constantFrom(...devices), fc.dictionary(fc.constantFrom(...devices), fc.constantFrom('', 'a', 'b', 0)), fc.constantFrom('x', ''), (device, perDevice, desktop) => {
        const flat: Record<string, unknown> = { key: desktop };
        for (const [name, value] of Object.entries(perDevice)) flat[`key_${name}`] = value;
        const larger = devices.slice(0, devices.indexOf(device) + 1);
        const candidates = [desktop, ...larger.map((name) => perDevice[name])];
        expect(candidates).toContain(deviceSetting(flat, 'key', device, allEnabled));
      }),
    );
  });
});
