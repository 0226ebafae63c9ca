// The captcha vendor, over our own signed protocol (providers/signed-party.ts): the app shows the
// vendor's captcha (its VITE_CAPTCHA_BASE), the person solves it there and hands the server its
// token; the server asks the vendor whether that token was solved, which spends it.

export interface CaptchaProvider {
  /** Whether the token is of a captcha solved and not spent yet; it is spent by this answer. */
  verify(token: string): Promise<boolean>;
}
