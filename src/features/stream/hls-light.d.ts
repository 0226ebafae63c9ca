// hls.js ships no types for its light build (no subtitles, alternate audio or DRM: none of which a
// group stream uses); it has the same API as the full build.
declare module 'hls.js/light' {
  export { default } from 'hls.js';
  export * from 'hls.js';
}
