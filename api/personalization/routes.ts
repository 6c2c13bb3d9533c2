import { Hono } from 'hono';
import {
  ABOUT_IMAGE_FORMATS,
  ABOUT_IMAGE_WIDTHS,
  ABOUT_PDF_INVALID,
  GALLERY_ADDED,
  GALLERY_DELETED,
  GALLERY_FORMATS,
  GALLERY_IMAGE_NOT_FOUND,
  GALLERY_IMAGE_MAX_BYTES,
  GALLERY_IMAGE_WIDTHS,
  GALLERY_MAX,
  HERO_IMAGE_FORMATS,
  HERO_IMAGE_WIDTHS,
  PERSONALIZATION_FILE_MAX_BYTES,
  PERSONALIZATION_SAVED,
  galleryCountError,
  personalizationSchema,
  type PersonalizationDto,
} from '#shared/schemas/personalization';
import type { SnapshotImage } from '#shared/storefront-snapshot';
import { fileSizeRefusal } from '#shared/messages';
import { merchantGuards } from '../auth/guards';
import { assertWithinLimit, limitsForStore } from '../plans/limits';
import { writeAndPublish } from '../catalog/write-and-publish';
import type { AppEnv } from '../context';
import type { DB } from '../db/database';
import { ApiError, notFound, unprocessable, type FieldErrors } from '../http/errors';
import { NO_FIELDS, readValidBody } from '../http/validate';
import { newId } from '../ids';
import { invalidatePublicStore } from '../publics/public-store-cache';
import { formatBytes, readImageUpload, UPLOAD_CACHE_CONTROL, type CheckedImage } from '../uploads/images';
import { renderRenditions, toSnapshotImage, type Renditions } from '../uploads/renditions';
import { discardFiles } from '../storage/discard';
import {
  countGallery,
  deleteGalleryImage,
  findPersonalization,
  insertGalleryImages,
  listGallery,
  saveWebsite,
} from './personalization-repository';
import { filesOf } from '../storage/files-of';
import { siteUrlOfStore } from '../store-domains/site-url-of-store';

/** Gallery images a store may hold: the specification's 10, or fewer when its plan says so. */
async function galleryMaxFor(db: DB, storeId: string): Promise<number> {
  const planMax = (await limitsForStore(db, storeId)).maxGalleryImages;
  return planMax === null ? GALLERY_MAX : Math.min(GALLERY_MAX, planMax);
}

async function dto(db: DB, storeId: string, publicUrl: string): Promise<PersonalizationDto> {
  const p = await findPersonalization(db, storeId);
  return {
    feedUrl: (await siteUrlOfStore(db, storeId, publicUrl)) + '/catalogue.xml',
    ...p.website,
    color: p.color,
    facebook_pixel_id: p.facebook_pixel_id,
    gallery: await listGallery(db, storeId),
    galleryMax: await galleryMaxFor(db, storeId),
    slug: p.slug,
  };
}

const PDF_MAGIC = '%PDF-';

/** The about file: a JPG/PNG image (checked by content) or a PDF (by its signature), at most 5 MB. */
async function readAboutFile(file: File): Promise<{ pdf: Buffer } | { image: CheckedImage }> {
  const head = Buffer.from(await file.slice(0, 5).arrayBuffer()).toString('latin1');
  if (head === PDF_MAGIC) {
    if (file.size > PERSONALIZATION_FILE_MAX_BYTES) {
      const message = fileSizeRefusal(formatBytes(PERSONALIZATION_FILE_MAX_BYTES));
      throw new ApiError(422, message, { 'about.image': [message] });
    }
    return { pdf: Buffer.from(await file.arrayBuffer()) };
  }
  try {
    return {
      image: await readImageUpload(file, {
        maxBytes: PERSONALIZATION_FILE_MAX_BYTES,
        formats: [...ABOUT_IMAGE_FORMATS],
        field: 'about.image',
      }),
    };
  } catch (err) {
    if (err instanceof ApiError && err.errors?.['about.image']?.[0]?.startsWith('Le fichier doit')) {
      throw new ApiError(422, ABOUT_PDF_INVALID, { 'about.image': [ABOUT_PDF_INVALID] });
    }
    throw err;
  }
}

/** Collects a 422 of an upload check into the form's errors (so one answer lists every problem). */
async function collect<T>(errors: FieldErrors, check: () => Promise<T>): Promise<T | null> {
  try {
    return await check();
  } catch (err) {
    if (err instanceof ApiError && err.status === 422 && err.errors) {
      Object.assign(errors, err.errors);
      return null;
    }
    throw err;
  }
}

const imageFrom = (r: Renditions): SnapshotImage => toSnapshotImage(r)!;

/**
 * /api/personalization — the storefront home's texts, images, social links, colour, pixel id and gallery of the
 * caller's store (from the token). Every change republishes the storefront in the same transaction.
 */
export function personalizationRoutes() {
  const routes = new Hono<AppEnv>();
  routes.use('*', ...merchantGuards);

  routes.get('/', async (c) => c.json({ data: await dto(c.var.deps.db, c.var.storeId, c.var.deps.config.publicUrl) }));

  routes.put('/', async (c) => {
    const { db, config } = c.var.deps;
    const storeId = c.var.storeId;
    const { data: input, checked } = await readValidBody(c, personalizationSchema, {
      files: ['heroImage', 'aboutImage'],
      jsonField: 'data',
      // The two files are checked by content; their errors come back with the texts' errors in one 422.
      check: async (body) => {
        const errors: FieldErrors = {};
        const heroFile = body.filesByField.heroImage?.[0];
        const aboutFile = body.filesByField.aboutImage?.[0];
        const hero = heroFile
          ? await collect(errors, () =>
              readImageUpload(heroFile, {
                maxBytes: PERSONALIZATION_FILE_MAX_BYTES,
                formats: [...HERO_IMAGE_FORMATS],
                field: 'hero.image',
              }),
            )
          : null;
        const about = aboutFile ? await collect(errors, () => readAboutFile(aboutFile)) : null;
        if (Object.keys(errors).length > 0) throw unprocessable(errors);
        return { hero, about };
      },
    });
    const { hero, about } = checked;

    const before = await findPersonalization(db, storeId);
    const written: string[] = [];
    try {
      const heroRenditions = hero
        ? await renderRenditions(hero, { files: filesOf(config), folder: 'storefront', widths: HERO_IMAGE_WIDTHS })
        : null;
      if (heroRenditions) written.push(...heroRenditions.files);
      let aboutImage: SnapshotImage | null = input.removeAboutImage ? null : before.website.about.image;
      let aboutDocument: string | null = input.removeAboutImage ? null : before.website.about.document;
      if (about && 'image' in about) {
        const r = await renderRenditions(about.image, {
          files: filesOf(config),
          folder: 'storefront',
          widths: ABOUT_IMAGE_WIDTHS,
        });
        written.push(...r.files);
        aboutImage = imageFrom(r);
        aboutDocument = null;
      } else if (about && 'pdf' in about) {
        const key = `uploads/documents/${newId()}.pdf`;
        await filesOf(config).put(key, about.pdf, { cacheControl: UPLOAD_CACHE_CONTROL });
        written.push(key);
        aboutDocument = `/${key}`;
        aboutImage = null;
      }
      const website = {
        hero: {
          ...input.hero,
          image: heroRenditions ? imageFrom(heroRenditions) : input.removeHeroImage ? null : before.website.hero.image,
        },
        about: { ...input.about, image: aboutImage, document: aboutDocument },
        announcement: input.announcement,
        social_media: { ...before.website.social_media, ...input.social_media },
      };
      await writeAndPublish(db, storeId, (trx) =>
        saveWebsite(trx, storeId, website, {
          color: input.color ?? null,
          facebook_pixel_id: input.facebook_pixel_id ?? null,
        }),
      );
    } catch (err) {
      await discardFiles(filesOf(config), written, err);
      throw err;
    }
    // Replaced images stay on disk: the release being served points at them until the republish lands.
    invalidatePublicStore(db, before.slug);
    return c.json({ message: PERSONALIZATION_SAVED, data: await dto(db, storeId, config.publicUrl) });
  });

  /** Adds 1 to 10 images (png/jpeg, ≤ 5 MB each); the gallery holds 10 at most in all, fewer if the plan says so. */
  routes.post('/gallery', async (c) => {
    const { db, config } = c.var.deps;
    const storeId = c.var.storeId;
    // The specification's rule first (1 to 10, 422 on the field), then the plan's limit (403 naming the plan), then
    // each file by its content.
    const { checked } = await readValidBody(c, NO_FIELDS, {
      files: ['images'],
      check: async ({ files }) => {
        const existing = await countGallery(db, storeId);
        const countError = galleryCountError(files.length, existing);
        if (countError) throw unprocessable({ images: [countError] }, countError);
        await assertWithinLimit(db, storeId, 'maxGalleryImages', existing, files.length);
        const images: CheckedImage[] = [];
        for (const file of files) {
          images.push(
            await readImageUpload(file, {
              maxBytes: GALLERY_IMAGE_MAX_BYTES,
              formats: [...GALLERY_FORMATS],
              field: 'images',
            }),
          );
        }
        return images;
      },
    });
    const rendered: Renditions[] = [];
    try {
      for (const image of checked) {
        rendered.push(
          await renderRenditions(image, { files: filesOf(config), folder: 'gallery', widths: GALLERY_IMAGE_WIDTHS }),
        );
      }
      await writeAndPublish(db, storeId, (trx) => insertGalleryImages(trx, storeId, rendered));
    } catch (err) {
      await discardFiles(
        filesOf(config),
        rendered.flatMap((r) => r.files),
        err,
      );
      throw err;
    }
    return c.json({ message: GALLERY_ADDED, data: await dto(db, storeId, config.publicUrl) }, 201);
  });

  routes.delete('/gallery/:id', async (c) => {
    const { db, config } = c.var.deps;
    const storeId = c.var.storeId;
    // Thrown inside the transaction: an unknown id rolls back the publish request too (a refusal changes nothing).
    await writeAndPublish(db, storeId, async (trx) => {
      const row = await deleteGalleryImage(trx, storeId, c.req.param('id'));
      if (!row) throw notFound(GALLERY_IMAGE_NOT_FOUND);
      return row;
    });
    // Its files stay, like a replaced logo: the release being served (and pages opened before the republish) show it.
    return c.json({ message: GALLERY_DELETED, data: await dto(db, storeId, config.publicUrl) });
  });

  return routes;
}
