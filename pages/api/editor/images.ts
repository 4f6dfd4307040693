// POST /api/editor/images: a signed-in editor adds a photo (multipart/form-data: `file`, `caption`,
// `credit`, optional `licence`, `licenceUrl`, `source`, `focalX`, `focalY`). Only editors reach it
// (401 without a session, 403 for a reader), never from another site (privateRoute), and the photo's
// type is read from its bytes. Answers 201 with the photo's record: the article the editor writes
// next names its `path` as its image.
import { requireAuth } from '@/lib/accounts/authHttp';
import { HttpError } from '@/lib/http/httpError';
import { readPhotoUpload } from '@/lib/http/multipartPhoto';
import { privateRoute } from '@/lib/http/privateRoute';
import { addPhoto, newPhotoSchema } from '@/lib/images/server/addPhoto';
import { ImageError } from '@/lib/images/server/imagePipeline';
import { uploadsRoot } from '@/lib/images/server/imageService';
import { canSeeInactive } from '@/lib/rules/sessionRules';
import { writeEngine } from '@/lib/store/openStore';
import { storePath } from '@/lib/store/storePath';

export const config = { api: { bodyParser: false } };

export default privateRoute(['POST'], async (req, res) => {
  const claims = await requireAuth(req);
  if (!canSeeInactive(claims.role)) {
    throw new HttpError(403, 'Only editors add photos.', 'forbidden');
  }
  const upload = await readPhotoUpload(req);
  // A field the form left empty says nothing.
  const given = Object.entries(upload.fields).filter(([, value]) => value.trim() !== '');
  const parsed = newPhotoSchema.safeParse({ ...Object.fromEntries(given), name: upload.name });
  if (!parsed.success) {
    throw new HttpError(
      400,
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
      'bad-request',
    );
  }
  const db = writeEngine(storePath());
  try {
    const record = await addPhoto(db, uploadsRoot(), upload.data, parsed.data);
    res.status(201).json(record);
  } catch (error) {
    if (error instanceof ImageError) throw new HttpError(error.status, error.message, 'bad-image');
    throw error;
  } finally {
    await db.close();
  }
});
