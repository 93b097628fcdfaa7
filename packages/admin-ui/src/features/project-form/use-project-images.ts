import { MESSAGES } from '@casa/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { prepareAll } from '../../shared/prepare-image.js';
import { usePrepareImage } from '../../shared/prepare-image-context.js';
import { useToast } from '../../shared/toast.js';
import { acceptsBatch, moveImage, onlyImages, oversized } from './gallery.js';

/** A new gallery image: the prepared file and its preview URL (revoked when dropped). */
export interface PickedImage {
  id: string;
  file: File;
  url: string;
}

/** One image of the gallery as the dialog shows it, in order (the first is the cover). */
export type GalleryImage = { id: string; alt: string; altEn: string } & ({ kind: 'stored'; url: string } | ({ kind: 'new' } & PickedImage));

export interface Preparing {
  done: number;
  total: number;
}

let nextId = 0;

/**
 * The dialog's images: one ordered gallery of kept stored URLs then new files (prepared by the
 * host's PrepareImage before they are shown, so the preview is what will be uploaded), each with
 * its alternative texts (Spanish and English), and the hero image.
 */
export function useProjectImages(
  initialUrls: readonly string[],
  initialAlts: readonly string[] = [],
  initialAltsEn: readonly string[] = [],
) {
  const prepareImage = usePrepareImage();
  const toast = useToast();
  const [gallery, setGallery] = useState<readonly GalleryImage[]>(() =>
    initialUrls.map((url, index) => ({
      id: `stored-${index}`,
      kind: 'stored',
      url,
      alt: initialAlts[index] ?? '',
      altEn: initialAltsEn[index] ?? '',
    })),
  );
  const kept = gallery.flatMap((image) => (image.kind === 'stored' ? [image.url] : []));
  const added = gallery.filter((image): image is Extract<GalleryImage, { kind: 'new' }> => image.kind === 'new');
  const [heroImage, setHeroImage] = useState<File | null>(null);
  const [preparing, setPreparing] = useState<Preparing | null>(null);
  const galleryRef = useRef(gallery);
  useEffect(() => {
    galleryRef.current = gallery;
  }, [gallery]);
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      for (const image of galleryRef.current) if (image.kind === 'new') URL.revokeObjectURL(image.url);
    };
  }, []);

  const addImages = useCallback(
    async (chosen: readonly File[]) => {
      const files = onlyImages(chosen);
      if (files.length === 0) return;
      if (!acceptsBatch(0, galleryRef.current.length, files.length)) {
        toast.warning(MESSAGES.imageLimitTitle, MESSAGES.imageLimit);
        return;
      }
      const prepared = await prepareAll(files, prepareImage, (done, total) => {
        if (alive.current) setPreparing({ done, total });
      });
      if (!alive.current) return;
      setPreparing(null);
      const tooBig = oversized(prepared);
      if (tooBig.length > 0) toast.warning(MESSAGES.imageLimitTitle, MESSAGES.imageTooLarge);
      const fresh = prepared
        .filter((file) => !tooBig.includes(file))
        .map((file): GalleryImage => ({
          id: `img-${(nextId += 1)}`,
          kind: 'new',
          file,
          url: URL.createObjectURL(file),
          alt: '',
          altEn: '',
        }));
      setGallery((current) => [...current, ...fresh]);
    },
    [prepareImage, toast],
  );

  const removeImage = useCallback((id: string) => {
    setGallery((current) => {
      const gone = current.find((image) => image.id === id);
      if (gone?.kind === 'new') URL.revokeObjectURL(gone.url);
      return current.filter((image) => image.id !== id);
    });
  }, []);

  /** Moves an image to another place (drag and drop, or the move up / down buttons); the first is the cover. */
  const moveImageTo = useCallback((from: number, to: number) => setGallery((current) => moveImage(current, from, to)), []);

  const setAlt = useCallback(
    (id: string, alt: string) => setGallery((current) => current.map((image) => (image.id === id ? { ...image, alt } : image))),
    [],
  );

  const setAltEn = useCallback(
    (id: string, altEn: string) => setGallery((current) => current.map((image) => (image.id === id ? { ...image, altEn } : image))),
    [],
  );

  const chooseHero = useCallback(
    async (file: File | null) => {
      if (!file) {
        setHeroImage(null);
        return;
      }
      setPreparing({ done: 0, total: 1 });
      const [prepared] = await prepareAll([file], prepareImage);
      if (!alive.current) return;
      setPreparing(null);
      if (prepared && oversized([prepared]).length > 0) {
        toast.warning(MESSAGES.imageLimitTitle, MESSAGES.imageTooLarge);
        return;
      }
      setHeroImage(prepared ?? null);
    },
    [prepareImage, toast],
  );

  return { gallery, kept, added, heroImage, preparing, addImages, removeImage, moveImageTo, setAlt, setAltEn, chooseHero };
}
