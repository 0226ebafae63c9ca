export const CHROMIUM_PATH: string | undefined;
export const HEADLESS_SHELL_PATH: string;
export function journeyChromium(env?: Record<string, string | undefined>, exists?: (path: string) => boolean): string | undefined;
export const CHROMIUM_ARGS: string[];
export const PHONE_USER_AGENT: string;
type Phone = {
  viewport: { width: number; height: number };
  isMobile: boolean;
  hasTouch: boolean;
  deviceScaleFactor: number;
  userAgent: string;
};
export const PHONE: Phone;
export const BENCH_PHONE: Phone;
