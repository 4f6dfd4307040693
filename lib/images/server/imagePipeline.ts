// Reading and converting photos with libvips (sharp): what a source is (inspectImage), a variant of it
// cropped to a slot's box around its focal point in the format a browser takes (makeVariant), and the
// placeholder a page shows until the photo arrives (imagePlaceholder). Every read is bounded: pixels
// (decompression bombs), time per conversion, and invalid pixel data, which fails instead of showing
// half a picture. EXIF orientation is applied and no metadata (EXIF, GPS, XMP, IPTC) is ever written.
import sharp, { type Metadata, type Sharp } from 'sharp';
import {
  IMAGE_AVIF_EFFORT,
  IMAGE_CONVERSION_TIMEOUT_SECONDS,
  IMAGE_ORIGINAL_MAX_SIDE,
  IMAGE_PREVIEW_WIDTH,
  IMAGE_QUALITY,
  IMAGE_SOURCE_MAX_PIXELS,
} from '@/lib/constants';
import { focalCrop, variantSize, type Box, type FocalPoint } from '../focalCrop';
import type { ImageFormat } from '../imageFormat';

// Variants are kept on disk: libvips' own operation cache would only hold memory twice.
sharp.cache(false);

/** The source formats the site takes (sharp's names; AVIF reads as 'heif'). */
const SOURCE_FORMATS = { jpeg: 'jpeg', png: 'png', webp: 'webp', heif: 'avif' } as const;
export type SourceFormat = (typeof SOURCE_FORMATS)[keyof typeof SOURCE_FORMATS];

/** Why a picture cannot be used, with the status its request answers. */
export class ImageError extends Error {
  override name = 'ImageError';
  constructor(
    readonly status: 413 | 415 | 422,
    message: string,
  ) {
    super(message);
  }
}

export interface SourceInfo {
  format: SourceFormat;
  /** As shown, after its EXIF orientation. */
  width: number;
  height: number;
  alpha: boolean;
}

const open = (input: Buffer | string) =>
  sharp(input, {
    autoOrient: true,
    failOn: 'error',
    limitInputPixels: IMAGE_SOURCE_MAX_PIXELS,
  }).timeout({ seconds: IMAGE_CONVERSION_TIMEOUT_SECONDS });

/** libvips' errors as the answer a request gets: a file that is no picture, or a broken one. */
function imageError(error: unknown): ImageError {
  const message = error instanceof Error ? error.message : String(error);
  if (/unsupported image format|bad seek|Input (buffer|file) contains unsupported/i.test(message)) {
    return new ImageError(415, 'Not a picture in a format the site takes (JPEG, PNG, WebP, AVIF)');
  }
  if (/pixel limit/i.test(message)) {
    return new ImageError(422, 'The picture has more pixels than the site takes');
  }
  if (/timeout/i.test(message)) return new ImageError(422, 'The picture took too long to read');
  return new ImageError(422, 'The picture is broken or cut short');
}

/** What a source is: its format and shown size. Throws ImageError for anything else. */
export async function inspectImage(input: Buffer | string): Promise<SourceInfo> {
  let metadata: Metadata;
  try {
    metadata = await open(input).metadata();
  } catch (error) {
    throw imageError(error);
  }
  const format = SOURCE_FORMATS[metadata.format as keyof typeof SOURCE_FORMATS];
  if (!format || (metadata.format === 'heif' && metadata.compression !== 'av1')) {
    throw new ImageError(415, 'Not a picture in a format the site takes (JPEG, PNG, WebP, AVIF)');
  }
  if (metadata.width * metadata.height > IMAGE_SOURCE_MAX_PIXELS) {
    throw new ImageError(422, 'The picture has more pixels than the site takes');
  }
  return {
    format,
    width: metadata.autoOrient.width,
    height: metadata.autoOrient.height,
    alpha: metadata.hasAlpha,
  };
}

export interface VariantRequest {
  /** The box to fill; a width alone keeps the picture's aspect ratio; none is the whole picture. */
  width?: number;
  height?: number;
  format: ImageFormat;
  focal: FocalPoint;
  /** Made at exactly the asked size, enlarged if need be (the share picture, whose size is declared). */
  exact?: boolean;
}

function encode(image: Sharp, format: ImageFormat): Sharp {
  switch (format) {
    case 'avif':
      return image.avif({ quality: IMAGE_QUALITY.avif, effort: IMAGE_AVIF_EFFORT });
    case 'webp':
      return image.webp({ quality: IMAGE_QUALITY.webp });
    case 'png':
      return image.png({ compressionLevel: 9, palette: false });
    case 'jpeg':
      return image.flatten({ background: '#ffffff' }).jpeg({
        quality: IMAGE_QUALITY.jpeg,
        mozjpeg: true,
      });
  }
}

/** The box a request asks for, in the picture's own aspect ratio when only a width is given. */
export function askedBox(source: Box, request: Pick<VariantRequest, 'width' | 'height'>): Box {
  if (request.width === undefined) {
    const scale = Math.min(1, IMAGE_ORIGINAL_MAX_SIDE / Math.max(source.width, source.height));
    return {
      width: Math.round(source.width * scale),
      height: Math.round(source.height * scale),
    };
  }
  return {
    width: request.width,
    height:
      request.height ?? Math.max(1, Math.round((request.width * source.height) / source.width)),
  };
}

/** One variant of `input`: cropped around the focal point, never enlarged unless exact, no metadata. */
export async function makeVariant(
  input: Buffer | string,
  request: VariantRequest,
): Promise<{ data: Buffer; width: number; height: number }> {
  const source = await inspectImage(input);
  const box = askedBox(source, request);
  const region = focalCrop(source, box, request.focal);
  const size = request.exact ? box : variantSize(region, box);
  try {
    const { data, info } = await encode(
      open(input).extract(region).resize(size.width, size.height),
      request.format,
    ).toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (error) {
    throw imageError(error);
  }
}

export interface Placeholder {
  /** The picture's dominant colour, '#rrggbb': the box's background until anything arrives. */
  color: string;
  /** A tiny WebP of the whole picture as a data: URL, scaled up (and so blurred) by the browser. */
  preview: string;
}

const hex = (value: number) => value.toString(16).padStart(2, '0');

export async function imagePlaceholder(input: Buffer | string): Promise<Placeholder> {
  try {
    const { dominant } = await open(input).stats();
    const preview = await open(input)
      .resize(IMAGE_PREVIEW_WIDTH)
      .flatten({ background: '#ffffff' })
      .webp({ quality: 40 })
      .toBuffer();
    return {
      color: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`,
      preview: `data:image/webp;base64,${preview.toString('base64')}`,
    };
  } catch (error) {
    throw imageError(error);
  }
}
