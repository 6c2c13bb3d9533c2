import type { CategoriesTable, ProductImagesTable, ProductsTable, SubProductsTable } from '../db/tables-catalog';
import {
  discountApplies,
  type CategoryJson,
  type ProductImageJson,
  type ProductJson,
  type SubProductJson,
} from '#shared/schemas/catalog';

// Row → API shape (camelCase, JSON lists decoded), one function per entity.

const jsonList = (text: string): string[] => {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
};

export function categoryJson(row: CategoriesTable, productCount?: number): CategoryJson {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    ...(productCount !== undefined ? { productCount } : {}),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function imageJson(row: ProductImagesTable): ProductImageJson {
  let variants: Record<string, string>;
  try {
    variants = JSON.parse(row.variants) as Record<string, string>;
  } catch {
    variants = {};
  }
  const widths = Object.keys(variants)
    .map(Number)
    .sort((a, b) => a - b);
  return {
    id: row.id,
    position: row.position,
    width: row.width,
    height: row.height,
    variants,
    /** the largest rendition */
    url: widths.length > 0 ? variants[String(widths[widths.length - 1])]! : null,
  };
}

export function subProductJson(row: SubProductsTable): SubProductJson {
  return {
    id: row.id,
    productId: row.product_id,
    name: row.name,
    size: row.size,
    color: row.color,
    price: row.price,
    stock: row.stock,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function productJson(
  row: ProductsTable,
  extras: {
    category?: { id: string; name: string } | null;
    images?: ProductImagesTable[];
    subProducts?: SubProductsTable[];
  } = {},
): ProductJson {
  const images = (extras.images ?? []).map(imageJson);
  return {
    id: row.id,
    name: row.name,
    reference: row.reference ?? null,
    description: row.description,
    category: row.category_id,
    categoryName: extras.category?.name ?? null,
    price: row.price,
    discountPrice: row.discount_price,
    discountStart: row.discount_start,
    discountEnd: row.discount_end,
    /** whether the discount price applies today */
    discountActive: discountApplies(row),
    stock: row.stock,
    sizes: jsonList(row.sizes),
    colors: jsonList(row.colors),
    published: row.published === 1,
    imageUrl: images[0]?.variants['640'] ?? images[0]?.url ?? null,
    images,
    subProducts: (extras.subProducts ?? []).map(subProductJson),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
