import { createContext, useContext } from 'react';
import { browserPrepareImage, type PrepareImage } from './prepare-image.js';

export const PrepareImageContext = createContext<PrepareImage>(browserPrepareImage);

/** The host's image preparation (the browser canvas by default, sharp on the desktop). */
export function usePrepareImage(): PrepareImage {
  return useContext(PrepareImageContext);
}
