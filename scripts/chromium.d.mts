export const CHROMIUM_PATH: string | undefined;
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
