import { MESSAGES } from '@casa/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { prepareAll } from '../../shared/prepare-image.js';
import { usePrepareImage } from '../../shared/prepare-image-context.js';
import { useToast } from '../../shared/toast.js';
import { acceptsBatch, onlyImages, oversized } from './gallery.js';

/** A new gallery image: the prepared file and its preview URL (revoked when dropped). */
export interface PickedImage {
  id: string;
  file: File;
  url: string;
}

export interface Preparing {
  done: number;
  total: number;
}

let nextId = 0;

/**
 * The dialog's images: kept stored URLs, new files (prepared by the host's PrepareImage before
 * they are shown, so the preview is what will be uploaded) and the hero image.
 */
export function useProjectImages(initialUrls: readonly string[]) {
  const prepareImage = usePrepareImage();
  const toast = useToast();
  const [kept, setKept] = useState<string[]>(() => [...initialUrls]);
  const [added, setAdded] = useState<PickedImage[]>([]);
  const [heroImage, setHeroImage] = useState<File | null>(null);
  const [preparing, setPreparing] = useState<Preparing | null>(null);
  const addedRef = useRef(added);
  useEffect(() => {
    addedRef.current = added;
  }, [added]);
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      for (const image of addedRef.current) URL.revokeObjectURL(image.url);
    };
  }, []);

  const addImages = useCallback(
    async (chosen: readonly File[]) => {
      const files = onlyImages(chosen);
      if (files.length === 0) return;
      if (!acceptsBatch(kept.length, addedRef.current.length, files.length)) {
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
        .map((file) => ({ id: `img-${(nextId += 1)}`, file, url: URL.createObjectURL(file) }));
      setAdded((current) => [...current, ...fresh]);
    },
    [kept.length, prepareImage, toast],
  );

  const removeAdded = useCallback((id: string) => {
    setAdded((current) => {
      const gone = current.find((image) => image.id === id);
      if (gone) URL.revokeObjectURL(gone.url);
      return current.filter((image) => image.id !== id);
    });
  }, []);

  const removeKept = useCallback((url: string) => setKept((current) => current.filter((item) => item !== url)), []);

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

  return { kept, added, heroImage, preparing, addImages, removeAdded, removeKept, chooseHero };
}
