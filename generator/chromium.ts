import { accessSync, constants } from "node:fs";
import { type Browser, chromium } from "playwright-core";

/** Debian's Chromium (`apt-get install chromium fonts-noto-core`), or CHROMIUM_PATH. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
}

/** Whether the Chromium that launchChromium starts is installed here. */
export function hasChromium(): boolean {
  try {
    accessSync(chromiumPath(), constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Debian's Chromium, never a downloaded browser; flags for a closed network, then `extraArgs`.
 * Every host name but localhost fails to resolve at once, so a page's third-party frame or image
 * (a map, a video) fails the same way on every machine instead of waiting on its resolver.
 */
export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1, EXCLUDE [::1]",
      ...extraArgs,
    ],
  });
}
