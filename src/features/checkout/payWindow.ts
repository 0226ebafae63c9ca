/** Leaving the app for a provider's payment page (Alipay, reborn); replaced in tests. */
export const payWindow = {
  assign(url: string): void {
    location.assign(url);
  },
};
