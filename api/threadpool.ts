/**
 * Imported first by server.ts, before anything can touch libuv's worker pool (the pool is created on first use and
 * its size read then). The pool runs file reads (storefront pages, uploads, the PWA), scrypt, zlib and DNS lookups;
 * its default of 4 workers let two concurrent 128 MiB password hashes take half of it. passwords.ts runs at most 2
 * hashes at once; with 8 workers, at least 6 stay free for serving files. An explicit UV_THREADPOOL_SIZE wins.
 */
process.env.UV_THREADPOOL_SIZE ??= '8';
