/** A browser and a system, named shortly enough for a phone's screen ("Chrome", "Android"). */
export interface DeviceLabel {
  readonly browser: string | null;
  readonly os: string | null;
}

// Order matters: Edge, Opera and Samsung Internet also say "Chrome", and Chrome also says "Safari".
const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bUCBrowser\//, 'UC Browser'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  // Also HeadlessChrome (automated Chromium).
  [/Chrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b|\biPad\b|\biPod\b/, 'iOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/** What the device list shows of a User-Agent header: the browser's and the system's names, or null. */
export function deviceLabel(userAgent: string | null | undefined): DeviceLabel {
  const text = userAgent ?? '';
  const find = (table: ReadonlyArray<readonly [RegExp, string]>) =>
    table.find(([pattern]) => pattern.test(text))?.[1] ?? null;
  return { browser: find(BROWSERS), os: find(SYSTEMS) };
}
