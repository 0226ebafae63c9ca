import { Fragment } from 'preact';
import { modals } from './modals';

/**
 * Renders modals opened with `openModal`, `confirm`, `showMessage`, `showImageViewer`
 * and `showGallery`, later ones on top. Mount it once at the app root, beside
 * `<Toasts/>`:
 *
 *   <LocationProvider>…<Router/>…</LocationProvider>
 *   <ModalHost />
 *   <Toasts />
 *
 * and call `closeAllModals()` on route changes if a modal must not outlive its screen.
 */
export function ModalHost() {
  return (
    <>
      {modals.value.map((entry) => (
        <Fragment key={entry.id}>{entry.render()}</Fragment>
      ))}
    </>
  );
}
