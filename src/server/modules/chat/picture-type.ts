export type PictureType = 'image/jpeg' | 'image/png' | 'image/webp';

/**
 * What a file really is, judged by its first bytes (never by its name or the type the browser
 * claims): JPEG, PNG or WebP, else null. A text file renamed photo.png is null.
 */
export function sniffPicture(bytes: Uint8Array): PictureType | null {
  const starts = (signature: number[], at = 0) => signature.every((b, i) => bytes[at + i] === b);
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF <size> WEBP
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}
