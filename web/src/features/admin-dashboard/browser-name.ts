/*
 * A short name for the browser behind a user-agent string, for the Activity tab: staff
 * need "Firefox 132 on Windows" to recognise a sign-in, not the whole string (which stays
 * available beside it). Only the common browsers are told apart; anything else is named
 * by its system, or not at all.
 */

/** Systems, most specific first: an iPhone's string also says "like Mac OS X". */
const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPod/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/CrOS/, 'ChromeOS'],
  [/Macintosh|Mac OS X/, 'macOS'],
  [/Linux/, 'Linux'],
];

/**
 * Browsers, most specific first: Edge, Opera and Samsung Internet also say "Chrome", and
 * every Chromium browser also says "Safari". On iOS each has its own token (CriOS, FxiOS,
 * EdgiOS).
 */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/\bOPR\/(\d+)/, 'Opera'],
  [/\bSamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/\b(?:Chrome|CriOS)\/(\d+)/, 'Chrome'],
];

const IOS = new Set(['iPhone', 'iPad']);

/**
 * "Firefox 132 on Windows", "Safari on iPhone", "Chrome 131 on Android"; "Unknown browser"
 * for a string it cannot read. Safari on iPhone and iPad goes without a version: there it
 * is the system's own.
 */
export function browserName(userAgent: string): string {
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const on = system ? ` on ${system}` : '';
  for (const [pattern, name] of BROWSERS) {
    const version = pattern.exec(userAgent)?.[1];
    if (version) return `${name} ${version}${on}`;
  }
  const safari = /\bVersion\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\//.exec(userAgent);
  if (safari && system && (IOS.has(system) || system === 'macOS')) {
    return IOS.has(system) ? `Safari${on}` : `Safari ${safari[1]}${on}`;
  }
  return system ? `A browser${on}` : 'Unknown browser';
}
