import type { CSSProperties } from 'react';
import { Paper, Text } from '@mantine/core';
import { DEFAULT_STORE_DESCRIPTION, type SnapshotImage } from '#shared/storefront-snapshot';
import type { PersonalizationValues } from './form-values';
import { SOCIAL_LABELS } from './form-values';

/** Readable text on the store's colour (the storefront's own rule: dark text on light colours). */
function onColor(hex: string): string {
  const n = parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return 0.299 * r + 0.587 * g + 0.114 * b > 150 ? '#1b1b1b' : '#ffffff';
}

const smallest = (image: SnapshotImage | null) => image?.variants[Math.min(1, image.variants.length - 1)]?.url ?? null;

interface Props {
  values: PersonalizationValues;
  storeName: string;
  /** Object URLs of files chosen but not saved yet, else the saved images. */
  heroUrl: string | null;
  aboutUrl: string | null;
  aboutIsPdf: boolean;
  savedHero: SnapshotImage | null;
  savedAbout: SnapshotImage | null;
  galleryCount: number;
}

/**
 * The storefront home as it will look, drawn from the form's current values (before saving): announcement bar,
 * navbar, hero with its background, about section and the footer's social links. A sketch of the real pages
 * (storefront-ssg/src/pages/home.astro), tablet-sized.
 */
export function StorefrontPreview({
  values,
  storeName,
  heroUrl,
  aboutUrl,
  aboutIsPdf,
  savedHero,
  savedAbout,
  galleryCount,
}: Props) {
  const brand = values.color ?? '#1b1b1b';
  const onBrand = onColor(brand);
  const hero = heroUrl ?? smallest(savedHero);
  const about = aboutUrl ?? (aboutIsPdf ? null : smallest(savedAbout));
  const a = values.announcement;
  const showAnnouncement = a.title.trim() !== '' || a.description.trim() !== '';
  const button: CSSProperties = {
    display: 'inline-block',
    background: brand,
    color: onBrand,
    borderRadius: 6,
    padding: '6px 12px',
    fontWeight: 700,
    fontSize: 12,
  };
  return (
    <Paper
      withBorder
      radius="md"
      style={{ overflow: 'hidden', background: '#fafafa', color: '#1b1b1b' }}
      data-testid="storefront-preview"
      aria-label="Aperçu de la boutique"
    >
      {showAnnouncement && (
        <div style={{ background: '#1b1b1b', color: '#fff', fontSize: 11, padding: '6px 10px', textAlign: 'center' }}>
          <strong>{a.title}</strong> {a.description} {a.btntext && <u style={{ fontWeight: 700 }}>{a.btntext}</u>}
        </div>
      )}
      <div
        style={{
          background: brand,
          color: onBrand,
          padding: '10px 12px',
          display: 'flex',
          justifyContent: 'space-between',
          fontWeight: 700,
          fontSize: 13,
        }}
      >
        <span>{storeName || 'Boutique'}</span>
        <span style={{ fontWeight: 600, fontSize: 11 }}>
          Accueil · Collections{galleryCount > 0 ? ' · Galerie' : ''} · Contact
        </span>
      </div>
      <div style={{ padding: 10 }}>
        <div
          data-testid="preview-hero"
          style={{
            borderRadius: 8,
            minHeight: hero ? 150 : undefined,
            display: 'flex',
            alignItems: 'flex-end',
            backgroundColor: hero ? '#333' : 'transparent',
            backgroundImage: hero
              ? `linear-gradient(to top, rgba(0,0,0,.78), rgba(0,0,0,.2)), url("${hero}")`
              : undefined,
            backgroundSize: 'cover',
            backgroundPosition: 'center',
            color: hero ? '#fff' : '#1b1b1b',
            padding: hero ? 12 : '4px 0',
          }}
        >
          <div>
            <div style={{ fontSize: 18, fontWeight: 800, lineHeight: 1.2 }}>
              {values.hero.title || storeName || 'Boutique'}
            </div>
            <div style={{ fontSize: 12, margin: '4px 0 8px' }}>
              {values.hero.subtitle || values.about.title || DEFAULT_STORE_DESCRIPTION}
            </div>
            <span style={button}>{values.hero.btntext || 'Voir les collections'}</span>
          </div>
        </div>
        <Text size="xs" fw={700} mt="sm">
          Nos produits
        </Text>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 6, marginTop: 4 }}>
          {[0, 1, 2, 3].map((i) => (
            <div key={i} style={{ aspectRatio: '1', background: '#e9e9e9', borderRadius: 4 }} />
          ))}
        </div>
        {values.about.description.trim() !== '' && (
          <div style={{ display: 'flex', gap: 8, marginTop: 10, alignItems: 'center' }}>
            {about && (
              <img
                src={about}
                alt=""
                style={{ width: 70, height: 70, objectFit: 'cover', borderRadius: 6, background: '#e9e9e9' }}
                // Offline, a picture the device never loaded shows as a grey square, not a broken-image icon.
                onError={(e) => {
                  e.currentTarget.removeAttribute('src');
                }}
              />
            )}
            <div>
              <div style={{ fontWeight: 700, fontSize: 13 }}>{values.about.title}</div>
              <div style={{ fontSize: 11, whiteSpace: 'pre-line' }}>{values.about.description}</div>
              {aboutIsPdf && (
                <div style={{ fontSize: 11, textDecoration: 'underline' }}>Télécharger notre présentation (PDF)</div>
              )}
              {values.about.btntext && <span style={{ ...button, marginTop: 4 }}>{values.about.btntext}</span>}
            </div>
          </div>
        )}
      </div>
      <div style={{ background: '#1b1b1b', color: '#eee', fontSize: 11, padding: '8px 12px' }}>
        Suivez-nous :{' '}
        {(Object.keys(SOCIAL_LABELS) as (keyof typeof SOCIAL_LABELS)[]).map((k) => (
          <span key={k} style={{ marginRight: 8, opacity: values.social_media[k].trim() ? 1 : 0.5 }}>
            {SOCIAL_LABELS[k]}
          </span>
        ))}
      </div>
    </Paper>
  );
}
