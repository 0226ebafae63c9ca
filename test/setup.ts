// jsdom lacks scrollTo, which preact-iso's Router calls on navigation.
if (typeof window !== 'undefined') {
  window.scrollTo = (() => {}) as typeof window.scrollTo;
}
