/** Only image files are accepted (SPEC §5); anything else picked is ignored. */
export function isImageFile(file: File): boolean {
  return file.type.startsWith('image/');
}

export interface ImageSelection {
  /** The images kept: the ones already chosen, then the new ones up to the limit. */
  files: File[];
  /** True when more images were picked than the limit allows (the extra ones were dropped). */
  overflow: boolean;
}

/** Adds newly picked files to the chosen images, ignoring non-images and keeping at most `max`. */
export function addImages(current: readonly File[], picked: readonly File[], max: number): ImageSelection {
  const images = picked.filter(isImageFile);
  const room = Math.max(0, max - current.length);
  return { files: [...current, ...images.slice(0, room)], overflow: images.length > room };
}
