/** Longest label kept (a User-Agent is client-controlled text). */
const MAX_LABEL_LENGTH = 60;

// First match wins: Edge and Opera also say "Chrome", Chrome also says "Safari".
const BROWSERS: Array<[RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Headless)?Chrom(?:e|ium)\/|\bCriOS\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bcurl\//, 'curl'],
  [/\bPython-urllib\/|\bpython-requests\//, 'Python'],
  [/\bnode-fetch\b|\bundici\b|^node\b/i, 'Node.js'],
];

// iOS and Android before macOS and Linux: their agents mention "like Mac OS X" and "Linux".
const SYSTEMS: Array<[RegExp, string]> = [
  [/\biPhone\b|\biPad\b|\biPod\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b|\bX11\b/, 'Linux'],
];

/**
 * A short readable name for the device a session signed in from, as the sessions list shows it:
 * "Chrome on Linux", "Safari on iOS", "Firefox", "Unknown device". Only a label for the owner to
 * recognise their own devices by — never used for any decision (the header is the client's word).
 */
export function deviceLabel(userAgent: string | null | undefined): string {
  const agent = (userAgent ?? '').slice(0, 512);
  const browser = BROWSERS.find(([pattern]) => pattern.test(agent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  if (browser || system) return (browser ?? system)!;
  const product = /^[\w./-]+/.exec(agent.trim())?.[0];
  return product ? product.slice(0, MAX_LABEL_LENGTH) : 'Unknown device';
}
