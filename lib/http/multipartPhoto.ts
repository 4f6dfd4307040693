// An editor's photo upload as a browser form sends it (multipart/form-data: one file field and text
// fields), read with busboy to bounds: one file of at most IMAGE_SOURCE_MAX_BYTES (413 beyond),
// a few short fields, nothing else. What the file is, is decided later from its bytes.
import busboy from 'busboy';
import type { IncomingMessage } from 'node:http';
import { IMAGE_SOURCE_MAX_BYTES } from '@/lib/constants';
import { HttpError } from './httpError';

/** Text fields a photo upload has (caption, credit, licence, ...), and how long each may be. */
const MAX_FIELDS = 12;
const MAX_FIELD_BYTES = 2_000;

export interface PhotoUpload {
  data: Buffer;
  name: string;
  fields: Record<string, string>;
}

export function readPhotoUpload(req: IncomingMessage, fileField = 'file'): Promise<PhotoUpload> {
  const type = req.headers['content-type'] ?? '';
  if (!/^multipart\/form-data\b/i.test(type)) {
    return Promise.reject(
      new HttpError(415, 'Send the photo as multipart/form-data.', 'unsupported-media-type'),
    );
  }
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        // Browsers send a file's name in UTF-8 ("Őszi fotó.jpg"), not Latin-1.
        defParamCharset: 'utf8',
        limits: {
          files: 1,
          fileSize: IMAGE_SOURCE_MAX_BYTES,
          fields: MAX_FIELDS,
          fieldSize: MAX_FIELD_BYTES,
        },
      });
    } catch {
      reject(new HttpError(400, 'Malformed multipart body.', 'bad-request'));
      return;
    }
    const fields: Record<string, string> = {};
    const chunks: Buffer[] = [];
    let name = '';
    let failure: HttpError | undefined;
    let sawFile = false;
    const fail = (error: HttpError) => {
      failure ??= error;
    };
    parser.on('field', (key, value, info) => {
      if (info.valueTruncated) fail(new HttpError(413, `Field ${key} is too long.`, 'too-large'));
      fields[key] = value;
    });
    parser.on('file', (key, stream, info) => {
      if (key !== fileField || sawFile) {
        stream.resume();
        return;
      }
      sawFile = true;
      name = info.filename ?? '';
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () =>
        fail(new HttpError(413, 'The picture is larger than the site takes.', 'too-large')),
      );
    });
    parser.on('fieldsLimit', () => fail(new HttpError(413, 'Too many fields.', 'too-large')));
    parser.on('filesLimit', () => fail(new HttpError(413, 'One photo at a time.', 'too-large')));
    parser.on('error', () =>
      reject(failure ?? new HttpError(400, 'Malformed multipart body.', 'bad-request')),
    );
    parser.on('close', () => {
      if (failure) return reject(failure);
      if (!sawFile)
        return reject(new HttpError(400, `No ${fileField} field with a photo.`, 'bad-request'));
      resolve({ data: Buffer.concat(chunks), name, fields });
    });
    req.pipe(parser);
  });
}
