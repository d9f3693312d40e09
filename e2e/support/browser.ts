/**
 * Headless Chromium for the end-to-end tests: Debian's chromium driven by playwright-core
 * (browsers cannot be downloaded on these machines). CHROMIUM_PATH overrides the binary.
 */
import { chromium, type Browser, type LaunchOptions } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function launchBrowser(options: LaunchOptions = {}): Promise<Browser> {
  return chromium.launch({
    headless: true,
    ...options,
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, ...(options.args ?? [])],
  });
}
