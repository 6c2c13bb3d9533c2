// Row shapes of the storefront content tables (see migrations/2026-11-23-1300-storefront-content.ts).
// Conventions: ids text UUIDv7, timestamps ISO-8601 UTC text, booleans 0/1, JSON as text.

export interface GalleryImagesTable {
  id: string;
  store_id: string;
  position: number;
  /** size of the largest rendition */
  width: number;
  height: number;
  /** JSON: width → public URL of the webp rendition */
  variants: string;
  created_at: string;
}

export interface TestimoniesTable {
  id: string;
  store_id: string;
  product_id: string;
  name: string;
  /** 1 to 5 */
  rating: number;
  type: 'text' | 'image' | 'video';
  /** the text (type text) or the video link (type video) */
  content: string;
  image_width: number | null;
  image_height: number | null;
  /** JSON: width → public URL (type image) */
  image_variants: string | null;
  /** shown on the storefront: 0/1 */
  visible: number;
  created_at: string;
  updated_at: string;
}

export interface ContentTables {
  gallery_images: GalleryImagesTable;
  testimonies: TestimoniesTable;
}
