import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { diskFiles, type FileStore } from '../storage/files';
import { readLiveRelease } from './bucket-releases';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'boutique-live-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it('a live.json read half-written is read whole the next time, not kept as "no release" by its tag', async () => {
  const files = diskFiles(dir);
  const live = { releaseId: '01970000-0000-7000-8000-000000000001', files: {} };
  await files.put('storefronts/demi/live.json', Buffer.from(JSON.stringify(live)));
  // A store that lets a read land in the middle of a PUT (s3rver writes the object after answering): the tag of the
  // whole file, with only its first bytes.
  let torn = true;
  const tearing: FileStore = {
    ...files,
    async get(key, opts) {
      const got = await files.get(key, opts);
      if (!torn || !got || got === 'not-modified') return got;
      torn = false;
      return { ...got, body: got.body.subarray(0, 10) };
    },
  };
  expect(await readLiveRelease(tearing, 'demi', true)).toBeNull();
  expect(await readLiveRelease(tearing, 'demi', true)).toEqual(live);
});
