import type { Kysely } from 'kysely';

// Each product picture gets a JPEG for link previews and the catalogue feed (api/uploads/preview-picture.ts), made
// at upload next to its WebP renditions: JSON {url, width, height}, null for pictures uploaded before it (the
// publisher makes theirs, api/catalog/product-previews.ts). Never edit once landed.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('product_images').addColumn('preview', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('product_images').dropColumn('preview').execute();
}
