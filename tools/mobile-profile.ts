import type { Page } from '@playwright/test';

/**
 * Lighthouse's mobile profile (4× CPU slowdown, 150 ms RTT, 1.6 Mbps down, 750 kbps up),
 * applied by the browser itself: the page paints long before its modules could run. Used by
 * the end-to-end tests and the dead-tap benchmark.
 */
export const MOBILE_PROFILE = { rtt: 150, downKbps: 1638.4, upKbps: 750, cpu: 4 } as const;

/** Puts `page` on the mobile profile's network and, unless `cpu: false`, its slower CPU. */
export async function useMobileProfile(page: Page, { cpu = true } = {}): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE_PROFILE.rtt,
    downloadThroughput: (MOBILE_PROFILE.downKbps * 1024) / 8,
    uploadThroughput: (MOBILE_PROFILE.upKbps * 1024) / 8,
  });
  if (cpu) await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_PROFILE.cpu });
}
