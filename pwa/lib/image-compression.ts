// browser-image-compression, loaded the first time a picture is chosen, in ONE copy: the library's own browser file
// (dist/browser-image-compression.js), which Vite emits with the app and the service worker precaches. The page runs
// it as a script (it defines `imageCompression`), and the library's worker loads the same file with importScripts
// (its default is a CDN, which fails offline). Bundling the module as well gave two copies of ~20 KB.
import libURL from 'browser-image-compression/dist/browser-image-compression.js?url';
import type imageCompression from 'browser-image-compression';
import { IMAGE_COMPRESS_FAILED } from '#shared/messages';

export type ImageCompression = typeof imageCompression;

/** The library's own file, for its `libURL` option (the worker's importScripts). */
export const IMAGE_COMPRESSION_URL = libURL;

let loading: Promise<ImageCompression> | null = null;

/** The library, fetched once (a same-origin script: the Content-Security-Policy's script-src 'self' allows it). */
export function loadImageCompression(): Promise<ImageCompression> {
  const global = globalThis as unknown as { imageCompression?: ImageCompression };
  if (global.imageCompression) return Promise.resolve(global.imageCompression);
  loading ??= new Promise<ImageCompression>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = libURL;
    script.async = true;
    script.onload = () =>
      global.imageCompression ? resolve(global.imageCompression) : reject(new Error(IMAGE_COMPRESS_FAILED));
    script.onerror = () => {
      loading = null; // offline before the worker cached it: the next choice tries again
      script.remove();
      reject(new Error(IMAGE_COMPRESS_FAILED));
    };
    document.head.appendChild(script);
  });
  return loading;
}
