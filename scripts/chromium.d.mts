export const CHROMIUM_PATH: string | undefined;
export const CHROMIUM_ARGS: string[];
export const PHONE_USER_AGENT: string;
export const PHONE: {
  viewport: { width: number; height: number };
  isMobile: boolean;
  hasTouch: boolean;
  deviceScaleFactor: number;
  userAgent: string;
};
