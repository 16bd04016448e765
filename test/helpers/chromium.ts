// Headless Chromium for the browser tests: the system binary, with no sandbox, GPU, QUIC or background traffic, so a
// test sees only the requests its page makes.
import { chromium, type Browser } from 'playwright-core';

const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export function launchChromium(executablePath: string): Promise<Browser> {
  return chromium.launch({ executablePath, args: FLAGS, timeout: 30_000 });
}
